import type { Page } from '@playwright/test';
import { includedVat } from '@shop/core/money';
import type { OrderList } from '@shop/core/orders';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { addToCart, pounds } from '@shop/test-support/browser/cart';
import { fillBilling, fillCard } from '@shop/test-support/browser/checkout';

async function ordersOf(page: Page): Promise<OrderList['items']> {
  const response = await page.request.get('/api/orders');
  return ((await response.json()) as OrderList).items;
}

test('an anonymous visitor is warned, sent to login, and comes back to checkout after logging in', async ({ page, createProduct }) => {
  const account = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  const product = await createProduct();
  await addToCart(page, product);

  await page.goto('/checkout');
  await expect(page.getByText('You need to login to checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('group', { name: 'Billing details' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(account.username);
});

test('the summary shows total quantity, subtotal, free shipping and total; Pay shows the total', async ({ page, createProduct }) => {
  await signUpThroughApi(page.request);
  const [first, second] = [await createProduct({ price: 1_999 }), await createProduct({ price: 54_900 })];
  await addToCart(page, first);
  await addToCart(page, first);
  await addToCart(page, second);
  await page.goto('/checkout');
  const total = first.price * 2 + second.price;
  await expect(page.getByTestId('summary-quantity')).toHaveText('3');
  await expect(page.getByTestId('summary-subtotal')).toHaveText(pounds(total));
  await expect(page.getByTestId('summary-shipping')).toHaveText('£0.00');
  await expect(page.getByTestId('summary-total')).toHaveText(pounds(total));
  await expect(page.getByTestId('summary-vat')).toHaveText(`Includes ${pounds(includedVat(total))} VAT`);
  await expect(page.getByRole('button', { name: `Pay ${pounds(total)}` })).toBeVisible();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
});

test('invalid billing and card fields show their messages and place no order', async ({ page, createProduct }) => {
  await signUpThroughApi(page.request);
  const product = await createProduct();
  await addToCart(page, product);
  await page.goto('/checkout');

  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Phone').fill('123');
  await page.getByLabel('Postcode').fill('12345');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM / YY)').fill('01 / 20');
  await page.getByLabel('Security code (CVC)').fill('12');
  await page.getByRole('button', { name: /^Pay £/ }).click();

  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter a phone number of 7 to 15 digits, like 07700 900123.')).toBeVisible();
  await expect(page.getByText('Enter your street address.')).toBeVisible();
  await expect(page.getByText('Enter your town or city.')).toBeVisible();
  await expect(page.getByText('Enter a UK postcode, like SW1A 1AA.')).toBeVisible();
  await expect(page.getByText('This card number is not valid. Check the digits.')).toBeVisible();
  await expect(page.getByText('The security code is the 3 or 4 digits on your card.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Security code (CVC)').fill('123');
  await fillBilling(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByText('Your card has expired.')).toBeVisible();
  expect(await ordersOf(page)).toEqual([]);
});

test('paying with 4242 4242 4242 4242 shows the confirmation with the order number, and the cart is empty', async ({
  page,
  createProduct,
}) => {
  await signUpThroughApi(page.request);
  const [first, second] = [await createProduct({ price: 1_999 }), await createProduct({ price: 54_900 })];
  await addToCart(page, first);
  await addToCart(page, second);
  await addToCart(page, second);
  await page.goto('/checkout');
  await fillBilling(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${pounds(first.price + second.price * 2)}` }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ status: 'paid', total: first.price + second.price * 2, totalQuantity: 3 });
  await expect(page.getByTestId('order-confirmation')).toContainText(`Your order number is #${order?.number}.`);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My orders', exact: true }).click();
  await expect(page).toHaveTitle('Multimart - My orders');
  await expect(page.getByRole('link', { name: new RegExp(`Order #${order?.number}`) })).toContainText('Paid');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Empty Cart' })).toBeVisible();
});

test('4000 0000 0000 0002 is declined with a clear message, the cart is kept, and another card then pays', async ({
  page,
  createProduct,
}) => {
  await signUpThroughApi(page.request);
  const product = await createProduct();
  await addToCart(page, product);
  await addToCart(page, product);
  await page.goto('/checkout');
  await fillBilling(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: `Pay ${pounds(product.price * 2)}` }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Payment declined' });
  await expect(alert).toContainText('Your card was declined.');
  await expect(alert).toContainText('Your cart has been kept.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // A declined payment is an attempt, not an order: My orders stays empty.
  expect(await ordersOf(page)).toEqual([]);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${pounds(product.price * 2)}` }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  expect((await ordersOf(page)).map((order) => order.status)).toEqual(['paid']);
});
