// The assistant acts for a logged-in shopper, each time only after Yes: it starts the return of a delivered
// order with the shopper's reason (the order page then shows it), and emails a password-reset link.
import type { APIRequestContext } from '@playwright/test';
import { passwordResetMessages } from '@shop/core/auth';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { placePaidOrder } from '@shop/test-support/browser/admin';
import { answerYes, ask, openChat } from '@shop/test-support/browser/chat';
import { expect, test } from '@shop/test-support/browser/fixtures';
import { linkInEmailTo } from '@shop/test-support/browser/mailbox';

async function deliver(admin: APIRequestContext, orderId: string): Promise<void> {
  for (const move of [
    { to: 'processing' },
    { to: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
    { to: 'delivered' },
  ]) {
    const response = await admin.post(`/api/admin/orders/${orderId}/transition`, { data: move });
    expect(response.status(), await response.text()).toBe(200);
  }
}

test('a shopper returns a delivered order through the assistant, with a reason and a Yes @phone', async ({
  page,
  admin,
  createProduct,
}) => {
  await signUpThroughApi(page.request);
  const product = await createProduct({ stock: 1 });
  const order = await placePaidOrder(page.request, product.id, 'Return Shopper');
  await deliver(admin, order.id);

  await page.goto('/home');
  const panel = await openChat(page);
  await expect(await ask(panel, 'I want to return my order')).toContainText(`Why are you returning order #${order.number}`);
  const question = await ask(panel, 'The lamp is too tall for my desk');
  await expect(question).toContainText(`Start a return of order #${order.number}`);
  expect(((await (await page.request.get(`/api/orders/${order.id}`)).json()) as { status: string }).status).toBe('delivered');

  const done = await answerYes(panel);
  await expect(done).toContainText('status: Return requested');
  await done.getByRole('link', { name: `View order #${order.number}` }).click();
  await expect(page).toHaveURL(`/orders/${order.id}`);
  await expect(page.getByText('Return requested').first()).toBeVisible();
});

test('a shopper asks the assistant for a password-reset email and gets the link after a Yes', async ({ page }) => {
  const shopper = await signUpThroughApi(page.request);
  await page.goto('/home');
  const panel = await openChat(page);
  await expect(await ask(panel, 'I forgot my password')).toContainText(`Send a password-reset link to ${shopper.email}?`);
  await expect(await answerYes(panel)).toContainText(`${passwordResetMessages.requested} Look for it in the inbox of ${shopper.email}.`);
  const link = await linkInEmailTo(shopper.email, /\/reset-password\?token=[\w-]+/);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
});
