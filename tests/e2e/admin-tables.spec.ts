// The admin finds rows in the product and user tables: searched and sorted on the server, with the table's
// state in the address bar so a reload or Back shows the same rows.
import { randomUUID } from 'node:crypto';
import { logInAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';

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
