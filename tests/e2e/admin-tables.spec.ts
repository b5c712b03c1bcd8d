// The admin finds rows in the product, user and order tables: searched and sorted on the server (by the
// Sort by choice or by a column's heading), with the table's state in the address bar so a reload or Back
// shows the same rows.
import { randomUUID } from 'node:crypto';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import type { Page } from '@playwright/test';
import { expect, test } from '@shop/test-support/browser/fixtures';

const heading = (page: Page, name: string) => page.getByRole('columnheader', { name });
const sortButton = (page: Page, name: string) => heading(page, name).getByRole('button', { name });
const pounds = (texts: string[]) => texts.map((text) => Number(text.replace(/[£,]/g, '')));
const isAscending = (values: number[]) => values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);

test.beforeEach(async ({ page }) => {
  await logInAsAdmin(page.request);
});

test('searches and sorts the product table, kept in the address bar @phone', async ({ page, createProduct }) => {
  const tag = `Table${randomUUID().slice(0, 8)}`;
  await createProduct({ productName: `${tag} Cheap`, price: 1_000 });
  await createProduct({ productName: `${tag} Dear`, price: 90_000 });

  await page.goto('/dashboard/all-products');
  await page.getByLabel('Search products').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByRole('status').filter({ hasText: '2 matching products' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows.first()).toContainText(`${tag} Dear`);

  await page.reload();
  await expect(page.getByLabel('Search products')).toHaveValue(tag);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  await expect(rows.first()).toContainText(`${tag} Dear`);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.getByLabel('Search products').fill(`${tag} nothing`);
  await expect(page.getByText('No product matches this search.')).toBeVisible();
});

test('searches the user table by email', async ({ page }) => {
  await page.goto('/dashboard/users?q=admin@multimart');
  await expect(page.getByRole('status').filter({ hasText: '1 matching account' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@multimart.example' })).toBeVisible();
  await page.getByLabel('Search users').fill('no-such-person-anywhere');
  await expect(page.getByText('No account matches this search.')).toBeVisible();
});

test('a column heading sorts the product table by it, then the other way, by mouse or keyboard', async ({ page, createProduct }) => {
  const tag = `Heading${randomUUID().slice(0, 8)}`;
  await createProduct({ productName: `${tag} Cheap`, price: 1_000, stock: 9 });
  await createProduct({ productName: `${tag} Dear`, price: 90_000, stock: 2 });
  await page.goto(`/dashboard/all-products?q=${tag}`);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(heading(page, 'Price')).not.toHaveAttribute('aria-sort');

  await sortButton(page, 'Price').click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(heading(page, 'Price')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(rows.first()).toContainText(`${tag} Cheap`);

  await sortButton(page, 'Price').press('Enter');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(heading(page, 'Price')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText(`${tag} Dear`);

  await sortButton(page, 'Stock').focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/sort=stock_asc/);
  await expect(heading(page, 'Stock')).toHaveAttribute('aria-sort', 'ascending');
  await expect(heading(page, 'Price')).not.toHaveAttribute('aria-sort');
  await expect(rows.first()).toContainText(`${tag} Dear`);

  await page.goBack();
  await expect(heading(page, 'Price')).toHaveAttribute('aria-sort', 'descending');
});

test('the user table sorts by name from its heading', async ({ page }) => {
  await page.goto('/dashboard/users');
  await sortButton(page, 'Name').click();
  await expect(page).toHaveURL(/sort=name_asc/);
  await expect(heading(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await sortButton(page, 'Name').click();
  await expect(page).toHaveURL(/sort=name_desc/);
  await expect(heading(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
  await expect(heading(page, 'Email')).not.toHaveAttribute('aria-sort');
});

test('the order table sorts by total from its heading, keeps its status filter, and says the newest come first', async ({ page }) => {
  await page.goto('/dashboard/orders?status=delivered');
  await expect(heading(page, 'Placed')).toHaveAttribute('aria-sort', 'descending');
  const totals = () => page.locator('td[data-label="Total"]').allTextContents().then(pounds);

  await sortButton(page, 'Total').click();
  await expect(page).toHaveURL(/sort=total_asc/);
  await expect(page).toHaveURL(/status=delivered/);
  await expect(heading(page, 'Total')).toHaveAttribute('aria-sort', 'ascending');
  await expect(heading(page, 'Placed')).not.toHaveAttribute('aria-sort');
  await expect.poll(async () => isAscending(await totals())).toBe(true);
  const [lowest = 0] = await totals();

  await sortButton(page, 'Total').click();
  await expect(heading(page, 'Total')).toHaveAttribute('aria-sort', 'descending');
  // The highest first: the lowest page can be all one price, which reads the same both ways.
  await expect
    .poll(async () => {
      const descending = await totals();
      return isAscending([...descending].reverse()) && (descending[0] ?? 0) > lowest;
    })
    .toBe(true);
  await expect(page.getByLabel('Status')).toHaveValue('delivered');
});
