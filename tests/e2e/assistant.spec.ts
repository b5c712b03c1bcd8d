// The support assistant with a logged-in shopper: it reads the shopper's real order and cancels it only
// after the shopper answers Yes, through the same rules as the order page.
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { placePaidOrder } from '@shop/test-support/browser/admin';
import { answerYes, ask, conversation, openChat } from '@shop/test-support/browser/chat';
import { expect, test } from '@shop/test-support/browser/fixtures';

test('a logged-in shopper asks where the order is, sees its real number and status, and cancels it with a Yes @phone', async ({
  page,
  createProduct,
}) => {
  await signUpThroughApi(page.request);
  const product = await createProduct({ stock: 1 });
  const order = await placePaidOrder(page.request, product.id, 'Chat Shopper');

  await page.goto('/home');
  const panel = await openChat(page);
  const status = await ask(panel, 'where is my order?');
  await expect(status).toContainText(`order #${order.number}`);
  await expect(status).toContainText('status: Paid');

  const question = await ask(panel, 'I want to cancel my order');
  await expect(question).toContainText(`Cancel order #${order.number}`);
  // Nothing happens before the Yes.
  expect(((await (await page.request.get(`/api/orders/${order.id}`)).json()) as { status: string }).status).toBe('paid');

  const done = await answerYes(panel);
  await expect(done).toContainText(`order #${order.number}`);
  await expect(done).toContainText('is cancelled');

  // The answer links to the order's page.
  await conversation(panel)
    .last()
    .getByRole('link', { name: `View order #${order.number}` })
    .click();
  await expect(page).toHaveURL(`/orders/${order.id}`);
  await expect(page.getByText('Cancelled').first()).toBeVisible();
});
