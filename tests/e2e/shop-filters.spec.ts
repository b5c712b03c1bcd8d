// A shopper narrows the shop by price and rating; the address bar holds the filters, so the link can be
// shared and Back undoes the last one.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '@shop/test-support/browser/fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ products?$/ });

test('filters the shop by price range and rating, kept in a shareable address @phone', async ({ page, browser, createProduct }) => {
  const tag = `Filter ${randomUUID().slice(0, 8)}`;
  for (const [letter, price] of [
    ['A', 10_000],
    ['B', 25_000],
    ['C', 40_000],
  ] as const) {
    await createProduct({ productName: `${tag} Lamp ${letter}`, price });
  }

  await page.goto(`/shop?q=${encodeURIComponent(tag)}`);
  await expect(resultCount(page)).toHaveText('3 products');

  await page.getByLabel('Min price (£)').fill('150');
  await page.getByLabel('Min price (£)').press('Enter');
  await expect(page).toHaveURL(/min=150/);
  await expect(resultCount(page)).toHaveText('2 products');

  await page.getByLabel('Max price (£)').fill('300');
  await page.getByLabel('Max price (£)').press('Enter');
  await expect(page).toHaveURL(/min=150&max=300/);
  await expect(resultCount(page)).toHaveText('1 product');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(`${tag} Lamp B`);

  // The link opens the same list for someone else.
  const shared = await browser.newPage();
  await shared.goto(page.url());
  await expect(resultCount(shared)).toHaveText('1 product');
  await expect(shared.getByLabel('Min price (£)')).toHaveValue('150');
  await expect(shared.getByLabel('Max price (£)')).toHaveValue('300');
  await shared.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/max=/);
  await expect(resultCount(page)).toHaveText('2 products');
  await expect(page.getByLabel('Max price (£)')).toHaveValue('');

  // Nothing made for this test has a review, so a minimum rating leaves none.
  await page.getByLabel('Minimum rating').selectOption('4');
  await expect(page).toHaveURL(/rating=4/);
  await expect(resultCount(page)).toHaveText('0 products');
  await expect(page.getByText('The product is Unavailable!')).toBeVisible();
  await page.getByRole('link', { name: 'See all products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

test('clears every filter at once, and marks a minimum above the maximum on the fields, the list kept', async ({ page }) => {
  await page.goto('/shop?min=300&max=100&category=sofa');
  await expect(page.getByLabel('Min price (£)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Max price (£)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The minimum price must not be above the maximum price.')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByLabel('Filter by category')).toHaveValue('all');
  await expect(resultCount(page)).toHaveText(/^\d+ products$/);
});
