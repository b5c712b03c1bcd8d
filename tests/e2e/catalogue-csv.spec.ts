// The catalogue and orders as CSV files: the admin imports a file with one bad row, sees that row's problem and
// nothing written, fixes it and imports; and downloads the catalogue and the orders, whose content is read back.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { csvMessages, ORDER_CSV_COLUMNS } from '@shop/core/catalogue-csv';
import type { ProductList } from '@shop/core/products';
import { catalogueCsv, readCsv } from '@shop/test-support/catalogue-csv';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expect, test } from '@shop/test-support/browser/fixtures';

async function productsNamed(admin: APIRequestContext, q: string): Promise<ProductList['items']> {
  const response = await admin.get('/api/admin/products', { params: { q } });
  return ((await response.json()) as ProductList).items;
}

test('the admin imports a CSV with one bad row, sees its problem and nothing written, fixes it and imports @phone', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const chair = { category: 'chair', short_description: 'Solid ash.', description: 'A dining chair.', stock: '4' };
  const rows = (price: string) => [
    { ...chair, title: `Ash Chair ${tag}`, price: '89.50' },
    { ...chair, title: `Elm Chair ${tag}`, price },
  ];
  await logInAsAdmin(page.request);
  await page.goto('/dashboard/all-products');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Products' })).toBeVisible();

  const file = page.getByLabel('CSV file');
  await file.setInputFiles({ name: 'chairs.csv', mimeType: 'text/csv', buffer: Buffer.from(catalogueCsv(rows('twelve'))) });
  await expect(page.getByTestId('import-status')).toContainText(csvMessages.problems(1));
  const problems = page.getByRole('table', { name: 'Problems in chairs.csv' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('price');
  await expect(problems.getByRole('row').nth(1)).toContainText(csvMessages.price);
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  expect(await productsNamed(admin, tag)).toEqual([]);

  await file.setInputFiles({ name: 'chairs.csv', mimeType: 'text/csv', buffer: Buffer.from(catalogueCsv(rows('74.00'))) });
  await expect(page.getByTestId('import-status')).toContainText(csvMessages.ready);
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByTestId('import-status')).toContainText(`${csvMessages.imported} 2 new products, 0 changed products`);
  const imported = await productsNamed(admin, tag);
  expect(imported.map((product) => [product.productName, product.price, product.stock]).sort()).toEqual([
    [`Ash Chair ${tag}`, 8_950, 4],
    [`Elm Chair ${tag}`, 7_400, 4],
  ]);
  for (const product of imported) await admin.delete(`/api/products/${product.id}`);
});

test('the admin downloads the catalogue and the orders as CSV, a formula-like name written as text @phone', async ({
  page,
  createProduct,
}) => {
  test.setTimeout(90_000);
  const product = await createProduct({ productName: `=Lamp ${randomUUID().slice(0, 8)}`, price: 12_345 });
  await logInAsAdmin(page.request);
  await page.goto('/dashboard/all-products');
  const [catalogue] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-products').click()]);
  expect(catalogue.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const row = readCsv(await readFile(await catalogue.path(), 'utf8')).find((r) => r.product_id === product.id);
  expect(row).toMatchObject({ title: `'${product.productName}`, price: '123.45', category: 'chair' });

  await page.goto('/dashboard/orders');
  await page.getByLabel('From').fill('2020-01-01');
  const [orders] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-orders').click()]);
  expect(orders.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await orders.path(), 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ORDER_CSV_COLUMNS.join(','));
  const lines = readCsv(text);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines[0]?.placed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});
