// An admin refunds part of a delivered order as goodwill, then the rest: each refund, with its amount and
// reason, shows on the admin's page and on the shopper's open order page, and the order ends Refunded.
import { refundMessages } from '@shop/core/orders/refunds';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { logInAsAdmin } from '@shop/test-support/browser/admin';
import { expectNoSeriousViolations } from '@shop/test-support/browser/axe';
import { addToCart } from '@shop/test-support/browser/cart';
import { payForCart } from '@shop/test-support/browser/checkout';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('an admin refunds part of a delivered order, then the rest, and the shopper sees each refund @phone', async ({
  page,
  browser,
  createProduct,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct({ price: 4_000 });
  await signUpThroughApi(page.request);
  await addToCart(page, product);
  const orderId = await payForCart(page);

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  await logInAsAdmin(adminContext.request);
  for (const to of ['processing', 'shipped', 'delivered']) {
    const moved = await adminContext.request.post(`/api/admin/orders/${orderId}/transition`, {
      data: { to, ...(to === 'shipped' ? { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' } : {}) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const admin = await adminContext.newPage();
  await admin.goto(`/dashboard/orders/${orderId}`);
  const form = admin.getByRole('form', { name: 'Refund part' });
  await expect(form.getByText(refundMessages.left(4_000))).toBeVisible();

  await form.getByLabel('Amount in £').fill('12.50');
  await form.getByLabel('Reason').fill('Arrived scratched');
  await form.getByRole('button', { name: 'Send refund' }).click();
  await expect(admin.getByText(refundMessages.issued(1_250))).toBeVisible();
  const adminRefunds = admin.getByTestId('part-refunds');
  await expect(adminRefunds).toContainText('£12.50');
  await expect(adminRefunds).toContainText('Reason: Arrived scratched');
  await expect(form.getByText(refundMessages.left(2_750))).toBeVisible();
  await expectNoSeriousViolations(admin, 'the admin order page with a refund');

  // The shopper's order page follows on the live feed.
  await expect(page.getByTestId('part-refunds')).toContainText('£12.50');
  await expect(page.getByTestId('part-refunds')).toContainText('Reason: Arrived scratched');

  await form.getByLabel('Reason').fill('Stopped working');
  await form.getByRole('button', { name: 'Send refund' }).click();
  await expect(admin.getByText(refundMessages.issued(2_750))).toBeVisible();
  await expect(admin.getByRole('form', { name: 'Refund part' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText('Status: Refunded');
  await expect(page.getByTestId('part-refunds').getByRole('listitem')).toHaveCount(2);
  await adminContext.close();
});
