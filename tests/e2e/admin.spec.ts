// The admin's journeys through the dashboard, logged in as the sample admin of the fresh server.
import type { Browser, Page } from '@playwright/test';
import { SAMPLE_PAID_ORDERS, SAMPLE_SALES_PENCE } from '@shop/core/dashboard';
import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import { NEW_PRODUCT_STOCK, stockLabel } from '@shop/core/stock';
import { newAccount, signUpThroughApi } from '@shop/test-support/browser/accounts';
import { dashboardFigures, logInAsAdmin, paidSinceSeed, placePaidOrder } from '@shop/test-support/browser/admin';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { pngFile } from '@shop/test-support/browser/pictures';

test.beforeEach(async ({ page }) => {
  await logInAsAdmin(page.request);
});

/** Another browser, for the shopper in the story: its cookies are its own. */
async function shopperContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return { context, request: context.request };
}

const card = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label }).locator('strong');

test('the dashboard starts from £89,000 and 890 orders, and a new paid order adds to both, live', async ({
  page,
  browser,
  createProduct,
}) => {
  const product = await createProduct();
  // Other journeys of this run may have paid for orders already: the figures are the sample ones plus those.
  await expect(async () => {
    const [figures, placed] = [await dashboardFigures(page.request), await paidSinceSeed(page.request)];
    expect(figures.sales).toBe(SAMPLE_SALES_PENCE + placed.sales);
    expect(figures.orders).toBe(SAMPLE_PAID_ORDERS + placed.orders);
  }).toPass();
  expect(formatPence(SAMPLE_SALES_PENCE)).toBe('£89,000.00');

  const before = await dashboardFigures(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card(page, 'Total Products')).toHaveText(String(before.products));
  const shownOrders = Number((await card(page, 'Orders').innerText()).replaceAll(',', ''));
  expect(shownOrders).toBeGreaterThanOrEqual(before.orders);
  await expect(card(page, 'Total Sales')).toHaveText(/^£\d{2,3},\d{3}\.\d{2}$/);

  const shopper = await shopperContext(browser);
  await signUpThroughApi(shopper.request);
  const order = await placePaidOrder(shopper.request, product.id, 'Dana Dashboard');
  await expect
    .poll(async () => Number((await card(page, 'Orders').innerText()).replaceAll(',', '')))
    .toBeGreaterThanOrEqual(shownOrders + 1);
  const after = await dashboardFigures(page.request);
  expect(after.sales).toBeGreaterThanOrEqual(before.sales + order.total);
  await shopper.context.close();
});

test('add a product with its picture; it appears in an open shop page without a reload, then delete it', async ({ page, context }) => {
  const title = `Admin Test Stool ${Date.now()}`;
  const shop = await context.newPage();
  await shop.goto(`/shop?q=${encodeURIComponent(title)}`);
  await expect(shop.getByText(messages.productUnavailable)).toBeVisible();

  await page.goto('/dashboard/add-products');
  await page.getByLabel('Product title').fill(title);
  await page.getByLabel('Short description').fill('A three-legged oak stool.');
  await page.getByLabel('Description', { exact: true }).fill('Solid oak, hand-finished, 45 cm tall.');
  await page.getByLabel('Price (£)').fill('49.99');
  await expect(page.getByLabel('Category').locator('option').first()).toHaveText(messages.selectCategory);
  await page.getByLabel('Category').selectOption('chair');
  // How many there are to sell: a new product starts with the shop's default, which the admin can change.
  await expect(page.getByLabel('Stock')).toHaveValue(String(NEW_PRODUCT_STOCK));
  await page.getByLabel('Stock').fill('4');
  await page.getByLabel('Add a picture').setInputFiles(await pngFile());
  await page.getByLabel('Alt text for picture 1').fill(title);
  const upload = page.waitForRequest((request) => request.url().includes('/api/uploads') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Add Product' }).click();
  expect((await upload).headers()['tus-resumable']).toBe('1.0.0');
  await expect(page.getByText(messages.productAdded)).toBeVisible();

  await expect(shop.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('£49.99').first()).toBeVisible();
  await expect(page.getByText(stockLabel(4)).first()).toBeVisible();
  await expect(page.getByRole('img', { name: title }).first()).toHaveAttribute('src', /^\/files\/products\/.+\/640\.webp$/);
  const productId = page.url().split('/').pop() ?? '';

  await page.goto('/dashboard/all-products');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.productDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(shop.getByText(messages.productUnavailable)).toBeVisible();
  expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(404);
});

test('the add-product form names every missing field and refuses a price that is not a number', async ({ page }) => {
  await page.goto('/dashboard/add-products');
  await page.getByLabel('Price (£)').fill('abc');
  await page.getByRole('button', { name: 'Add Product' }).click();
  for (const message of ['Title is required.', 'Short description is required.', 'Description is required.', 'Image is required.']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Price must be a number in pounds, like 49.99.')).toBeVisible();
  await expect(page.getByText(/^Choose a category/)).toBeVisible();
});

test('delete a user: the row goes, their session ends and they can no longer log in @phone', async ({ page, browser }) => {
  const shopper = await shopperContext(browser);
  const account = await signUpThroughApi(shopper.request, newAccount('leaver'));
  await page.goto('/dashboard/users');
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'admin@multimart.example' }).getByRole('button')).toHaveCount(0);
  await row.getByRole('button', { name: `Delete ${account.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.userDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);

  expect(await (await shopper.request.get('/api/auth/session')).json()).toEqual({ user: null });
  const login = await shopper.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
  await shopper.context.close();
});

test('the orders page lists an order placed just now, with its status, items, total and billing name @phone', async ({
  page,
  browser,
  createProduct,
}) => {
  const product = await createProduct();
  const shopper = await shopperContext(browser);
  await signUpThroughApi(shopper.request);
  const billingName = `Olive Orders ${Date.now()}`;
  const order = await placePaidOrder(shopper.request, product.id, billingName);
  await shopper.context.close();

  await page.goto('/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: `#${order.number}` });
  await expect(row).toContainText(billingName);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(formatPence(order.total));
  await expect(row).toContainText(`1 × ${order.items[0]?.productName ?? ''}`);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+/);
});

test('the dashboard shows how the chatbot’s replies were rated and leads to every rating', async ({ page }) => {
  const rating = await page.request.post('/chat/feedback', {
    data: { message: 'how much is shipping?', response: 'Free delivery on every order.', sentiment: 'positive', source: 'FAQ' },
  });
  expect(rating.ok()).toBe(true);
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Chatbot ratings' });
  await expect(panel.getByRole('list', { name: 'All ratings' })).toContainText(/[1-9]\d* positive/);
  await panel.getByRole('link', { name: 'Every rating, by source and intent' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
});
