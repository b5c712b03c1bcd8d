// The assistant follows the conversation: the page in view ("is this one in stock?" on a product page), an
// order named by what it holds ("cancel the phone I ordered" among three orders), a product's facts read
// from its own description (a colour it does not list is not confirmed), and two questions in one message.
import { randomUUID } from 'node:crypto';
import { signUpThroughApi } from '@shop/test-support/browser/accounts';
import { placePaidOrder } from '@shop/test-support/browser/admin';
import { ask, openChat } from '@shop/test-support/browser/chat';
import { expect, test } from '@shop/test-support/browser/fixtures';

const unique = () => randomUUID().slice(0, 6);

test('on a product page the assistant answers about that product, and does not confirm a colour it does not list @phone', async ({
  page,
  createProduct,
}) => {
  const product = await createProduct({
    productName: `Corvina Chesterfield ${unique()}`,
    category: 'sofa',
    stock: 3,
    shortDesc: 'Deep-buttoned three-seat Chesterfield in cognac leather.',
    description: 'Full-grain cognac leather, deep buttoning and classic scroll arms on a kiln-dried hardwood frame.',
  });
  await page.goto(`/shop/${product.id}`);
  const panel = await openChat(page);
  const stock = await ask(panel, 'is this one in stock?');
  await expect(stock).toContainText(product.productName);
  await expect(stock).toContainText('only 3 left');
  const green = await ask(panel, 'does it come in green?');
  await expect(green).toContainText('described in cognac leather; no other colour is listed');
  await expect(green).not.toContainText(/\byes\b|is available/i);
});

test('a shopper with three orders says "cancel the phone I ordered" and is asked about that order only @phone', async ({
  page,
  createProduct,
}) => {
  await signUpThroughApi(page.request);
  const phone = await createProduct({ productName: `Zephyr Handset ${unique()}`, category: 'mobile' });
  const sofa = await createProduct({ productName: `Alder Settee ${unique()}`, category: 'sofa' });
  const watch = await createProduct({ productName: `Tern Wristwatch ${unique()}`, category: 'watch' });
  const phoneOrder = await placePaidOrder(page.request, phone.id, 'Three Orders');
  const sofaOrder = await placePaidOrder(page.request, sofa.id, 'Three Orders');
  const watchOrder = await placePaidOrder(page.request, watch.id, 'Three Orders');

  await page.goto('/home');
  const panel = await openChat(page);
  const question = await ask(panel, 'cancel the phone I ordered');
  await expect(question).toContainText(`Cancel order #${phoneOrder.number} (${phone.productName}`);
  await expect(question).toContainText('Nothing is cancelled until you answer Yes');
  await expect(question).not.toContainText(`#${sofaOrder.number}`);
  await expect(question).not.toContainText(`#${watchOrder.number}`);
  expect(((await (await page.request.get(`/api/orders/${phoneOrder.id}`)).json()) as { status: string }).status).toBe('paid');
});

test('a message with two questions gets both answers @phone', async ({ page }) => {
  await page.goto('/home');
  const panel = await openChat(page);
  const reply = await ask(panel, 'How much is shipping and can I return an item?');
  await expect(reply).toContainText(/free/i);
  await expect(reply).toContainText('30 days');
});
