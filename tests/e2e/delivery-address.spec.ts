// A delivery address apart from the billing one: the shopper keeps an address in Settings' address book, checks
// out to it (the default, chosen first) with other billing details, pays, and finds it on the order page; the admin
// finds it on the order page and its packing slip. Editing the address book afterwards leaves the order as it was placed.
import type { Browser, Page } from '@playwright/test';
import { addressMessages } from '@shop/core/addresses';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { addToCart } from '@shop/test-support/browser/cart';
import { fillBilling, fillCard } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await logInAsAdmin(context.request);
  return context.newPage();
}

test('a shopper saves a delivery address in Settings, checks out to it, and the shopper and the admin see it on the order @phone', async ({
  page,
  browser,
  createProduct,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct({ price: 45_000 });
  await signUpThroughApi(page.request);

  await page.goto('/setting');
  const book = page.getByRole('region', { name: addressMessages.bookTitle });
  await expect(book.getByText(addressMessages.empty)).toBeVisible();
  const form = book.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient name').fill('Charles Babbage');
  await form.getByLabel('Recipient phone').fill('07700 900456');
  await form.getByLabel('Street address').fill('4 Babbage Lane');
  await form.getByLabel('Town or city').fill('Manchester');
  await form.getByLabel('Postcode').fill('m1 1ae');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(book.getByRole('status')).toHaveText(addressMessages.saved);
  const saved = book.getByRole('listitem').filter({ hasText: '4 Babbage Lane' });
  await expect(saved).toContainText('4 Babbage Lane, Manchester M1 1AE, United Kingdom');
  await expect(saved).toContainText(addressMessages.isDefault);
  await expectNoSeriousViolations(page, 'Settings with an address book');

  await addToCart(page, product);
  await page.goto('/checkout');
  const delivery = page.getByRole('group', { name: addressMessages.title });
  const savedChoice = delivery.getByRole('radio', { name: /4 Babbage Lane/ });
  await expect(savedChoice).toBeChecked();
  await expect(delivery.getByRole('radio', { name: addressMessages.sameAsBilling })).not.toBeChecked();
  await fillBilling(page);
  await fillCard(page, '4242 4242 4242 4242');
  await expectNoSeriousViolations(page, 'the checkout with a saved delivery address');
  await page.getByRole('button', { name: 'Pay £450.00' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';

  const shipTo = page.getByTestId('delivery-address');
  await expect(shipTo).toContainText('Charles Babbage');
  await expect(shipTo).toContainText('4 Babbage Lane');
  await expect(shipTo).toContainText('Manchester M1 1AE');
  await expect(shipTo).not.toContainText(addressMessages.sameAsBilling);
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Billing address' }) })).toContainText('12 Analytical Row');

  // The order keeps its copy: moving the saved address later changes the book, not the order.
  await page.goto('/setting');
  await saved.getByRole('button', { name: 'Edit 4 Babbage Lane' }).click();
  const editForm = book.getByRole('form', { name: 'Edit the address 4 Babbage Lane' });
  await editForm.getByLabel('Street address').fill('9 Moved Street');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(book.getByRole('listitem').filter({ hasText: '9 Moved Street' })).toBeVisible();

  const admin = await adminPage(browser);
  await admin.goto(`/dashboard/orders/${orderId}`);
  await expect(admin.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  const adminShipTo = admin.getByTestId('delivery-address');
  await expect(adminShipTo).toContainText('Charles Babbage');
  await expect(adminShipTo).toContainText('4 Babbage Lane');
  await expect(adminShipTo).toContainText('07700 900456');
  await expectNoSeriousViolations(admin, 'the admin order page with a delivery address');
  await admin.getByRole('link', { name: 'Packing slip' }).click();
  const slip = admin.getByRole('article', { name: /^Packing slip for order #/ });
  await expect(slip.getByTestId('delivery-address')).toContainText('Charles Babbage');
  await expect(slip.getByTestId('delivery-address')).toContainText('4 Babbage Lane');
  await expect(slip.getByRole('row').filter({ hasText: product.productName })).toContainText('1');

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('delivery-address')).toContainText('4 Babbage Lane');
});
