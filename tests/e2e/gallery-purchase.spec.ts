// The shop's selling features in one purchase: a shopper looks through a gallery product's pictures, picks a
// colour, applies a discount code in the cart, ships to a saved delivery address other than the billing one,
// pays, and downloads the invoice, whose VAT and total are the order's.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { addressMessages } from '@shop/core/addresses';
import type { NewDiscountCodeInput } from '@shop/core/discounts/input';
import { discountMessages } from '@shop/core/discounts/rules';
import { formatPence, includedVat } from '@shop/core/money';
import { pictureMessages } from '@shop/core/product-pictures';
import { pdfText } from '@shop/test-support/pdf-text';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { productPageTakenOver } from '@shop/test-support/browser/catalogue';
import { fillBilling, fillCard } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { galleryPictures } from '@shop/test-support/browser/gallery';

const PRICE = 50_000;
const CHARCOAL_PRICE = 60_000;
/** 10 % off the charcoal sofa. */
const DISCOUNT = 6_000;
const TOTAL = CHARCOAL_PRICE - DISCOUNT;

test('a shopper picks a colour of a gallery product, applies a code, ships to a saved address and downloads the matching invoice @phone', async ({
  page,
  admin,
  createProduct,
}) => {
  test.setTimeout(120_000);
  const code = `GALLERY${randomUUID().slice(0, 6).toUpperCase()}`;
  const created = await admin.post('/api/admin/discount-codes', {
    data: { code, kind: 'percent', value: 10, startsAt: new Date(Date.now() - 60_000).toISOString() } satisfies NewDiscountCodeInput,
  });
  expect(created.status(), await created.text()).toBe(201);
  const sku = randomUUID().slice(0, 8).toUpperCase();
  const product = await createProduct({
    price: PRICE,
    pictures: await galleryPictures(admin, ['The sofa from the front', 'Its left arm', 'The walnut legs']),
    options: [{ name: 'Colour', values: ['Oatmeal', 'Charcoal'] }],
    variants: [
      { sku: `OAT-${sku}`, values: ['Oatmeal'], stock: 4 },
      { sku: `CHA-${sku}`, values: ['Charcoal'], stock: 2, price: CHARCOAL_PRICE },
    ],
  });
  await signUpThroughApi(page.request);
  const saved = await page.request.post('/api/account/addresses', {
    data: {
      name: 'Mary Somerville',
      phone: '07700 900789',
      streetAddress: '8 Orrery Close',
      city: 'Edinburgh',
      postalCode: 'EH1 1YZ',
      country: 'United Kingdom',
      isDefault: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  const gallery = page.getByRole('group', { name: pictureMessages.galleryLabel(product.productName) });
  await expect(gallery.getByRole('img', { name: 'The sofa from the front' })).toBeVisible();
  await productPageTakenOver(page, product.id);
  await gallery.getByRole('button', { name: pictureMessages.showPicture(3, 3) }).click();
  await expect(gallery.getByRole('img', { name: 'The walnut legs' })).toBeInViewport();
  await page.getByRole('radio', { name: 'Charcoal' }).check();
  await expect(page.getByText(formatPence(CHARCOAL_PRICE)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item has been added to cart').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: product.productName })).toContainText('Charcoal');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(discountMessages.applied(code, DISCOUNT))).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText(formatPence(TOTAL));
  const delivery = page.getByRole('group', { name: addressMessages.title });
  await expect(delivery.getByRole('radio', { name: /8 Orrery Close/ })).toBeChecked();
  await fillBilling(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${formatPence(TOTAL)}` }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';

  await page.goto(`/orders/${orderId}`);
  const shipTo = page.getByTestId('delivery-address');
  await expect(shipTo).toContainText('Mary Somerville');
  await expect(shipTo).toContainText('8 Orrery Close');
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Billing address' }) })).toContainText('12 Analytical Row');
  await expect(page.getByTestId('order-discount')).toHaveText(`-${formatPence(DISCOUNT)}`);
  const vat = formatPence(includedVat(TOTAL));
  await expect(page.getByTestId('order-vat')).toHaveText(`Includes ${vat} VAT`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-link').click()]);
  const invoice = pdfText(await readFile(await download.path()));
  expect(invoice).toContain('VAT at 20%');
  expect(invoice).toContain(vat);
  expect(invoice).toContain(formatPence(TOTAL));
  expect(invoice).toContain('Charcoal');
});
