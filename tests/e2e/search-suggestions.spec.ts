// A shopper types in the header's search box, moves through the suggested products with the keyboard and
// opens one.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '@shop/test-support/browser/fixtures';

const openSearch = async (page: Page) => {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('combobox', { name: 'Search products' });
};

test('suggests products while typing, chosen with the arrow keys and Enter @phone', async ({ page, createProduct }) => {
  const tag = `Suggest${randomUUID().slice(0, 8)}`;
  const chair = await createProduct({ productName: `${tag} Chair` });
  const lamp = await createProduct({ productName: `${tag} Lamp` });

  await page.goto('/home');
  const search = await openSearch(page);
  await expect(search).toBeFocused();
  await search.fill(tag.toLowerCase());

  const listbox = page.getByRole('listbox');
  const options = listbox.getByRole('option');
  // Each with its picture, its category and its price (the fixture's £123.45).
  await expect(options).toHaveText([`${chair.productName}chair£123.45`, `${lamp.productName}chair£123.45`]);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('2 suggestions')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await search.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await search.press('Enter');

  await expect(page).toHaveURL(`/shop/${lamp.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lamp.productName })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

test('Escape closes the suggestions, then the search box; Enter with none chosen shows the results', async ({ page, createProduct }) => {
  const tag = `Suggest${randomUUID().slice(0, 8)}`;
  await createProduct({ productName: `${tag} Stool` });

  await page.goto('/home');
  let search = await openSearch(page);
  await search.fill(tag);
  await expect(page.getByRole('option')).toHaveCount(1);
  await search.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await search.press('Escape');
  await expect(search).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  search = await openSearch(page);
  await search.fill(tag);
  await expect(page.getByRole('option')).toHaveCount(1);
  await search.press('Enter');
  await expect(page).toHaveURL(`/shop?q=${tag}`);
  await expect(page.getByRole('status').filter({ hasText: /^1 product$/ })).toBeVisible();
});

test('offers categories above the products, labelled as such, and a category opens the shop on it @phone', async ({ page }) => {
  await page.goto('/home');
  const search = await openSearch(page);
  await search.fill('sof');

  const listbox = page.getByRole('listbox');
  const categories = listbox.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('option')).toHaveText(['Sofas']);
  await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await search.press('ArrowDown');
  await expect(categories.getByRole('option', { name: 'Sofas' })).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowUp');
  await search.press('Enter');

  await expect(page).toHaveURL('/shop?category=sofa');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
});
