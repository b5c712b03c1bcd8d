// Discount codes end to end: the admin creates a code on the Dashboard's page and pauses it; a shopper is
// refused a wrong code in the cart with its reason, applies a good one, and pays the discounted total.
import { randomUUID } from 'node:crypto';
import type { DiscountCode, NewDiscountCodeInput } from '@shop/core/discounts/input';
import { discountMessages } from '@shop/core/discounts/rules';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { addToCart } from '@shop/test-support/browser/cart';
import { fillBilling, fillCard } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';

const newCodeName = () => `E2E${randomUUID().slice(0, 8).toUpperCase()}`;

test('a shopper is refused a wrong code, applies a good one in the cart and pays the discounted total @phone', async ({
  page,
  admin,
  createProduct,
}) => {
  test.setTimeout(90_000);
  const code = newCodeName();
  const created = await admin.post('/api/admin/discount-codes', {
    data: { code, kind: 'percent', value: 10, startsAt: new Date(Date.now() - 60_000).toISOString() } satisfies NewDiscountCodeInput,
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await createProduct({ price: 12_345 });
  await signUpThroughApi(page.request);
  await addToCart(page, product);

  await page.goto('/cart');
  const box = page.getByLabel('Discount code');
  await box.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: discountMessages.unknown })).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  // 10 % of £123.45 is £12.345, rounded half up to £12.35.
  await box.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(discountMessages.applied(code, 1_235))).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toContainText('Total £111.10');
  await expectNoSeriousViolations(page, 'the cart with a discount code');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('summary-subtotal')).toHaveText('£123.45');
  await expect(page.getByTestId('summary-discount')).toHaveText('-£12.35');
  await expect(page.getByTestId('summary-total')).toHaveText('£111.10');
  await fillBilling(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £111.10' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-discount')).toHaveText('-£12.35');
});

test('the admin creates a code on the Dashboard and pauses it; the cart then refuses it @phone', async ({
  page,
  browser,
  createProduct,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page.request);
  const code = newCodeName();
  await page.goto('/dashboard/discount-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Takes off').selectOption('amount');
  await page.getByLabel('Percentage or amount').fill('5');
  await page.getByLabel('Minimum spend in £ (optional)').fill('20');
  await page.getByLabel('Uses per customer (optional)').fill('1');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(card).toContainText('£5.00 off');
  await expect(card).toContainText('minimum spend £20.00');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('0 uses');
  await expectNoSeriousViolations(page, 'the discount codes page');

  await card.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(card).toContainText('Paused');
  await expect(card.getByRole('button', { name: `Resume ${code}` })).toBeVisible();
  await card.getByRole('button', { name: 'Show orders' }).click();
  await expect(card.getByText('No order has used this code yet.')).toBeVisible();

  const listed = (await (await page.request.get('/api/admin/discount-codes')).json()) as { items: DiscountCode[] };
  expect(listed.items.find((item) => item.code === code)).toMatchObject({ kind: 'amount', value: 500, minSpend: 2_000, isPaused: true });

  const shopperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  const shopper = await shopperContext.newPage();
  const product = await createProduct({ price: 3_000 });
  await addToCart(shopper, product);
  await shopper.goto('/cart');
  await shopper.getByLabel('Discount code').fill(code);
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByRole('alert').filter({ hasText: discountMessages.paused })).toBeVisible();
  await shopperContext.close();
});
