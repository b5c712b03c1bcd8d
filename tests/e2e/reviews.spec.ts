// Each journey reviews a product made for it alone (test-support/src/browser/fixtures.ts).
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('post a review: it shows first in the list and the average changes @phone', async ({ page, createProduct }) => {
  const product = await createProduct();
  await signUpThroughApi(page.request);
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByText('Not rated yet')).toBeVisible();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await page.locator('label', { hasText: '4 stars' }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Review message').fill('<b>Sturdy</b> and comfortable');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review added successfully!')).toBeVisible();
  const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
  await expect(first).toContainText('<b>Sturdy</b> and comfortable');
  await expect(page.getByTestId('avg-rating')).toHaveText('4.00');
});

test('an anonymous visitor sees "Log in to write a review" instead of the form @phone', async ({ page, createProduct }) => {
  const product = await createProduct();
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByRole('link', { name: 'Log in to write a review' })).toBeVisible();
  await expect(page.getByLabel('Review message')).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in to write a review' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('one review per product: no star is preset, the review is then edited and deleted @phone', async ({ page, createProduct }) => {
  const product = await createProduct();
  await signUpThroughApi(page.request);
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
    await expect(page.getByRole('radio', { name })).not.toBeChecked();
  await page.getByLabel('Review message').fill('Solid');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();

  await page.locator('label', { hasText: '2 stars' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review added successfully!')).toBeVisible();
  const own = page.getByRole('region', { name: 'Your review' });
  await expect(own).toContainText('Solid');
  await expect(page.getByLabel('Review message')).toHaveCount(0);
  await expect(page.getByTestId('avg-rating')).toHaveText('2.00');

  await own.getByRole('button', { name: 'Edit' }).click();
  await page.locator('label', { hasText: '5 stars' }).click();
  await page.getByLabel('Review message').fill('Grew on me');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Your review has been updated.')).toBeVisible();
  await expect(own).toContainText('Grew on me');
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Grew on me');
  await expect(page.getByTestId('avg-rating')).toHaveText('5.00');

  await own.getByRole('button', { name: 'Delete your review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByText('Your review has been deleted.')).toBeVisible();
  await expect(page.getByText('No reviews yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('Not rated yet')).toBeVisible();
  await expect(page.getByLabel('Review message')).toBeVisible();
});

test('with 12 reviews, Load More shows 5, then 5, then 2 and hides', async ({ page, playwright, baseURL, createProduct }) => {
  const product = await createProduct();
  // One review per account: each of the 12 comes from an account of its own.
  for (let index = 1; index <= 12; index += 1) {
    const writer = await playwright.request.newContext({ baseURL });
    await signUpThroughApi(writer);
    const response = await writer.post(`/api/products/${product.id}/reviews`, { data: { rating: 3, text: `Review number ${index}` } });
    expect(response.status()).toBe(201);
    await writer.dispose();
  }
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  const items = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Review number 12');
  await page.getByRole('button', { name: 'Load More Reviews' }).click();
  await expect(items).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More Reviews' }).click();
  await expect(items).toHaveCount(12);
  await expect(items.last()).toContainText('Review number 1');
  await expect(page.getByRole('button', { name: 'Load More Reviews' })).toBeHidden();
});

test('a review posted elsewhere appears without a reload', async ({ page, playwright, baseURL, createProduct }) => {
  const product = await createProduct();
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText('No reviews yet.', { exact: false })).toBeVisible();
  const writer = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(writer);
  await writer.post(`/api/products/${product.id}/reviews`, { data: { rating: 5, text: 'Arrived live' } });
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toContainText('Arrived live');
  await expect(page.getByTestId('avg-rating')).toHaveText('5.00');
  await writer.dispose();
});
