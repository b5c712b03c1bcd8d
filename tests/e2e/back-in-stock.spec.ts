// Back in stock: a shopper leaves an address on a sold-out variant, the admin restocks it, and the one email
// that arrives (read from the .eml under DATA_DIR/mail) links back to the product.
import { randomUUID } from 'node:crypto';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { linkInEmailTo } from '@shop/test-support/browser/mailbox';

test('a shopper asks to be told when a sold-out colour is back, and the restock emails them a link to it @phone', async ({
  page,
  admin,
  createProduct,
}) => {
  const product = await createProduct({
    options: [{ name: 'Colour', values: ['Green', 'Blue'] }],
    variants: [
      { sku: `GRN-${randomUUID().slice(0, 8)}`, values: ['Green'], stock: 2 },
      { sku: `BLU-${randomUUID().slice(0, 8)}`, values: ['Blue'], stock: 0 },
    ],
  });
  const address = `back-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('radio', { name: 'Blue (sold out)' })).toBeDisabled();

  await page.getByText(stockAlertMessages.someSoldOut).click();
  await expect(page.getByLabel(stockAlertMessages.variantLabel)).toHaveValue(/.+/);
  await page.getByLabel(stockAlertMessages.variantLabel).selectOption({ label: 'Blue' });
  await page.getByLabel(stockAlertMessages.emailLabel).fill(address);
  await page.getByRole('button', { name: stockAlertMessages.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: address })).toHaveText(stockAlertMessages.subscribed(address));

  const variants = product.variants.map((variant) => ({ id: variant.id, sku: variant.sku, values: variant.values, stock: 3 }));
  const restocked = await admin.patch(`/api/admin/products/${product.id}`, { data: { options: product.options, variants } });
  expect(restocked.status()).toBe(200);
  const link = await linkInEmailTo(address, /\/shop\/[0-9a-f-]{36}/);
  expect(link).toBe(`/shop/${product.id}`);
  await page.goto(link);
  await page.getByRole('radio', { name: 'Blue' }).check();
  await expect(page.getByText(stockAlertMessages.someSoldOut)).toHaveCount(0);
});
