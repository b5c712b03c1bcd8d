// The assistant's actions through the real app: a return with its reason and a password-reset email, each
// only after Yes, through the same services as the order page and the Forgot password page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMessages } from '@shop/core/auth';
import type { ChatAnswer } from '@shop/core/chat';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { TOO_MANY_RESETS } from '@shop/functions/auth';
import { orders, passwordResetTokens } from '@shop/functions/db';
import { askForPasswordReset, signUp, type Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';

let shopper: Client;

const t = await fileTestApp();

beforeAll(async () => {
  shopper = await signUp(t);
});

/** One conversation of a shopper's with the assistant (by default, the shared shopper's on the shared app). */
function chat(app: TestApp = t, who: Client = shopper) {
  let conversationId: string | undefined;
  return async (message: string): Promise<ChatAnswer> => {
    const response = await app.app.request('/chat/get', {
      method: 'POST',
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(conversationId ? { message, conversationId } : { message }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ChatAnswer;
    conversationId = answer.conversationId;
    return answer;
  };
}

async function deliveredOrder(): Promise<Order> {
  const product = await insertProduct(t.database.db);
  const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]));
  const { order } = (await response.json()) as PlacedOrder;
  await t.database.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
    .where(eq(orders.id, order.id));
  return order;
}

async function orderOf(id: string): Promise<Order> {
  return (await (await t.app.request(`/api/orders/${id}`, { headers: { cookie: shopper.cookie } })).json()) as Order;
}

const resetEmails = async () => (await readdir(t.config.mailDir).catch(() => [])).filter((name) => name.startsWith('password-reset'));

describe('the assistant acts for a logged-in shopper', () => {
  it("starts a return with the shopper's reason only after Yes, as the order page does", async () => {
    const order = await deliveredOrder();
    const say = chat();
    expect((await say(`I want to return order #${order.number}`)).response).toContain('Why are you returning');
    expect((await say('It does not fit my desk')).response).toContain(`Start a return of order #${order.number}`);
    expect((await orderOf(order.id)).status).toBe('delivered');

    const done = await say('Yes');
    expect(done.response).toContain('status: Return requested');
    const returned = await orderOf(order.id);
    expect(returned.status).toBe('return_requested');
    expect(returned.events.at(-1)).toMatchObject({ to: 'return_requested', note: 'It does not fit my desk' });
  });

  it('explains the refusal of a return out of its window, changing nothing', async () => {
    const order = await deliveredOrder();
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, order.id));
    const say = chat();
    await say(`I want to return order #${order.number}`);
    await say('Changed my mind');
    expect((await say('yes')).response).toMatch(/^I could not start the return: /);
    expect((await orderOf(order.id)).status).toBe('delivered');
  });

  it("emails a password-reset link to the shopper's own address only after Yes", async () => {
    const say = chat();
    const before = await resetEmails();
    expect((await say('I forgot my password')).response).toContain(shopper.user.email);
    await t.worker.runOnce();
    expect(await resetEmails()).toEqual(before);

    expect((await say('Yes')).response).toContain(passwordResetMessages.requested);
    await t.worker.runOnce();
    const [sent] = (await resetEmails()).filter((name) => !before.includes(name));
    if (!sent) throw new Error('no password reset email was written');
    const email = await readFile(path.join(t.config.mailDir, sent), 'utf8');
    expect(email).toContain(shopper.user.email);
    expect(email).toMatch(/reset-password\?token=/);
  });
});

describe("the assistant's password-reset emails count against the Forgot password page's limits", () => {
  it('sends no more links to one address than the page would, with the same answer, and refuses a client over its limit', async () => {
    const limited = await createTestApp({ LOGIN_CLIENT_LIMIT: '3', PASSWORD_RESET_EMAIL_LIMIT: '1' });
    try {
      const owner = await signUp(limited);
      const askPage = (email: string) => askForPasswordReset(limited, email);
      /** The links written, once the worker has done what the requests queued. */
      const links = async () => {
        await limited.worker.runOnce();
        return limited.database.db.$count(passwordResetTokens);
      };
      expect((await askPage(owner.user.email)).status).toBe(202);
      expect(await links()).toBe(1);

      // The address has had its one link this window: the assistant answers as the page does, and sends none.
      const say = chat(limited, owner);
      await say('I forgot my password');
      expect((await say('Yes')).response).toContain(passwordResetMessages.requested);
      expect(await links()).toBe(1);

      // The third request from this client was the page's; the fourth, the assistant's, is refused.
      expect((await askPage('someone-else@example.com')).status).toBe(202);
      await say('I forgot my password');
      expect((await say('Yes')).response).toBe(`I could not send it: ${TOO_MANY_RESETS}`);
      expect((await askPage(owner.user.email)).status).toBe(429);
      expect(await links()).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
