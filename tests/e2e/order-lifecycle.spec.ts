// An order's life after payment, as the shopper and the admin see it in two browsers: processing, shipped
// with tracking, delivered, a return and its refund; a cancellation that gives the stock back; and a product
// that is out of stock. Each journey makes its own shopper and products.
import type { Browser, Page } from '@playwright/test';
import { stockLabel } from '@shop/core/stock';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin, placePaidOrder } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { addToCart } from '@shop/test-support/browser/cart';
import { payForCart } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';

/** The admin in a browser of their own, next to the shopper's. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await logInAsAdmin(context.request);
  return context.newPage();
}

const statusOf = (page: Page) => page.getByRole('status').filter({ hasText: /^Status: / });

/** Confirms an admin action in its dialog and waits until the order shows the new status. */
async function adminMoves(admin: Page, action: string, status: string) {
  await admin.getByRole('button', { name: action, exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
  await expect(statusOf(admin)).toHaveText(`Status: ${status}`);
}

async function stockOf(page: Page, productId: string): Promise<number> {
  const response = await page.request.get(`/api/products/${productId}`);
  return ((await response.json()) as { stock: number }).stock;
}

test('an order goes from paid to shipped with tracking, delivered, returned and refunded, seen by the shopper', async ({
  page,
  browser,
  createProduct,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const product = await createProduct({ stock: 5 });
  await signUpThroughApi(page.request);
  await addToCart(page, product);
  const orderId = await payForCart(page);
  await expect(statusOf(page)).toHaveText('Status: Paid');

  await admin.goto(`/dashboard/orders/${orderId}`);
  await expect(admin.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await adminMoves(admin, 'Start processing', 'Processing');
  await admin.getByLabel('Carrier').fill('Royal Mail');
  await admin.getByLabel('Tracking number').fill('RM123456789GB');
  await admin.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(statusOf(admin)).toHaveText('Status: Shipped');
  await expectNoSeriousViolations(admin, 'the admin order page');

  // The shopper's open page follows on the live feed.
  await expect(statusOf(page)).toHaveText('Status: Shipped');
  await expect(page.getByTestId('tracking-number')).toHaveText('RM123456789GB');
  await expect(page.getByText('Royal Mail')).toBeVisible();
  const history = page.getByRole('list', { name: /^History of order/ });
  await expect(history.getByRole('listitem')).toHaveText([/^Order placed/, /^Paid/, /^Processing/, /^Shipped/]);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await adminMoves(admin, 'Mark delivered', 'Delivered');
  await expect(statusOf(page)).toHaveText('Status: Delivered');
  await page.getByLabel(product.productName).selectOption('1');
  await page.getByLabel('Why are you returning these items?').fill('The lamp is too tall for my desk.');
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(statusOf(page)).toHaveText('Status: Return requested');
  await expectNoSeriousViolations(page, 'the order page after a return request');

  await admin.reload();
  await expect(admin.getByRole('list', { name: /^History of order/ })).toContainText('The lamp is too tall for my desk.');
  await admin.getByRole('button', { name: /^Accept return R-\d+$/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept return', exact: true }).click();
  await admin.getByRole('button', { name: /^Mark received, return R-\d+$/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Mark received', exact: true }).click();
  await expect(statusOf(admin)).toHaveText('Status: Returned');
  await admin.getByRole('button', { name: /^Refund these items, return R-\d+$/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(statusOf(admin)).toHaveText('Status: Refunded');

  await expect(statusOf(page)).toHaveText('Status: Refunded');
  await expect(page.getByTestId('part-refunds')).toContainText('Refunded');
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: /^Order #/ }).first()).toContainText('Refunded');
  await admin.context().close();
});

test('a shopper cancels an order before it ships, and its stock comes back @phone', async ({ page, createProduct }) => {
  const product = await createProduct({ stock: 2 });
  await signUpThroughApi(page.request);
  await addToCart(page, product);
  await payForCart(page);
  expect(await stockOf(page, product.id)).toBe(1);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/^Cancel order #\d+\?/);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(statusOf(page)).toHaveText('Status: Cancelled');
  await expect(page.getByRole('status').filter({ hasText: /has been cancelled/ })).toBeVisible();
  expect(await stockOf(page, product.id)).toBe(2);

  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('region', { name: product.productName }).getByText(stockLabel(2), { exact: true })).toBeVisible();
  const isScrollingSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(isScrollingSideways).toBe(false);
});

test('an out-of-stock product says so and cannot be added to the cart', async ({ page, createProduct }) => {
  const product = await createProduct({ stock: 0 });

  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  // The product's own details: related products below may be out of stock too.
  await expect(page.getByRole('region', { name: product.productName }).getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  await page.goto(`/shop?q=${encodeURIComponent(product.productName)}`);
  await expect(page.getByRole('button', { name: `Add ${product.productName} to cart` })).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});

test('the admin finds an order by customer name and status, and edits a product until it is out of stock', async ({
  page,
  browser,
  createProduct,
}) => {
  const product = await createProduct({ stock: 3 });
  await logInAsAdmin(page.request);
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpThroughApi(shopper.request);
  const customer = `Grace ${product.id.slice(0, 8)}`;
  const order = await placePaidOrder(shopper.request, product.id, customer);
  await shopper.close();

  await page.goto('/dashboard/orders');
  await page.getByLabel('Search orders').fill(customer);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`#${order.number}`);
  await page.getByLabel('Status').selectOption('processing');
  await expect(page.getByText('No order matches these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('needs_action');
  await page.getByRole('link', { name: `Order #${order.number}, Paid` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();

  await page.goto(`/dashboard/products/${product.id}`);
  await page.getByLabel('Stock').fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been saved' })).toBeVisible();
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('region', { name: product.productName }).getByText('Out of stock', { exact: true })).toBeVisible();
});
