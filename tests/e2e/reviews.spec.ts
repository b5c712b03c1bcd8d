// Each journey reviews a product made for it alone (tests/support/fixtures.ts).
import { signUpThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test('post a review: it shows first in the list and the average changes', async ({ page, createProduct }) => {
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

test('an anonymous visitor is told to log in before reviewing', async ({ page, createProduct }) => {
  const product = await createProduct();
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await page.getByLabel('Review message').fill('Lovely');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You must be logged in to submit a review.')).toBeVisible();
});

test('with 12 reviews, Load More shows 5, then 5, then 2 and hides', async ({ page, playwright, baseURL, createProduct }) => {
  const product = await createProduct();
  const writer = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(writer);
  for (let index = 1; index <= 12; index += 1) {
    const response = await writer.post(`/api/products/${product.id}/reviews`, { data: { rating: 3, text: `Review number ${index}` } });
    expect(response.status()).toBe(201);
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
  await writer.dispose();
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
