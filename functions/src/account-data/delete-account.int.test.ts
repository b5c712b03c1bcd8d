// Deleting one's own account from Settings, confirmed by the password: the account and its sessions and chats
// go; its orders stay for the shop's accounts without the person's details; its reviews stay under "A former
// customer"; the last admin who can log in cannot delete themselves.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionMessages } from '@shop/core/account-data';
import type { Session } from '@shop/core/auth';
import type { PlacedOrder } from '@shop/core/orders';
import type { ReviewPage } from '@shop/core/reviews';
import { userMessages } from '@shop/core/users';
import { chatConversations, orders, reviews, users } from '../db/index.ts';
import { logIn, signUp, type Client } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createTestApp } from '@shop/test-support/test-app';

const PASSWORD = 'correct horse battery';
const t = await fileTestApp({ LOGIN_CLIENT_LIMIT: '1000' });

const send = (client: Client, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { cookie: client.cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const fieldErrors = async (response: Response) => ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields;

describe('DELETE /api/account', () => {
  it('needs the password, then removes the account, its sessions and chats, keeping orders and reviews without the person', async () => {
    const shopper = await signUp(t, { username: 'Leaving Soon', password: PASSWORD });
    const product = await insertProduct(t.database.db);
    const placed = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]));
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as PlacedOrder;
    expect((await send(shopper, 'POST', `/api/products/${product.id}/reviews`, { rating: 5, text: 'Lovely' })).status).toBe(201);
    expect((await send(shopper, 'POST', '/chat/get', { message: 'hello' })).status).toBe(200);

    const wrong = await send(shopper, 'DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await fieldErrors(wrong)).toEqual({ password: accountDeletionMessages.wrongPassword });

    const deleted = await send(shopper, 'DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: accountDeletionMessages.done });
    expect(deleted.headers.get('set-cookie')).toMatch(/sid=;/);
    const session = (await (await t.app.request('/api/auth/session', { headers: { cookie: shopper.cookie } })).json()) as Session;
    expect(session.user).toBeNull();
    await expect(logIn(t, shopper.user.email, PASSWORD)).rejects.toThrow(/401/);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, shopper.user.uid))).toEqual([]);
    expect(await db.select().from(chatConversations).where(eq(chatConversations.userId, shopper.user.uid))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      total: order.total,
      billingName: accountDeletionMessages.formerCustomer,
      billingEmail: '',
      billingPhone: '',
      billingStreetAddress: '',
      billingPostalCode: '',
      billingCountry: order.billing.country,
    });
    const review = (await db.select().from(reviews).where(eq(reviews.productId, product.id)))[0];
    expect(review).toMatchObject({ userId: null, userName: accountDeletionMessages.formerCustomer, text: 'Lovely' });
  });

  it('shows the deleted account\'s reviews under "A former customer" in the product\'s kept reviews at once', async () => {
    const shopper = await signUp(t, { username: 'Cached Reviewer', password: PASSWORD });
    const [reviewed, other] = [await insertProduct(t.database.db), await insertProduct(t.database.db)];
    for (const product of [reviewed, other]) {
      expect((await send(shopper, 'POST', `/api/products/${product.id}/reviews`, { rating: 4, text: 'Sturdy' })).status).toBe(201);
    }
    const namesOn = async (productId: string) =>
      ((await (await t.app.request(`/api/products/${productId}/reviews`)).json()) as ReviewPage).items.map((review) => review.userName);
    // Read once so that the answers are kept, as a busy product page's are.
    expect([await namesOn(reviewed.id), await namesOn(other.id)]).toEqual([['Cached Reviewer'], ['Cached Reviewer']]);
    const accountGone = new Promise<void>((resolve) =>
      t.feed.subscribe((event) => event.topic === 'users' && event.id === shopper.user.uid && resolve()),
    );

    expect((await send(shopper, 'DELETE', '/api/account', { password: PASSWORD })).status).toBe(200);
    // The account's own event comes last of the deletion's, in the order they were announced.
    await accountGone;
    const { formerCustomer } = accountDeletionMessages;
    expect([await namesOn(reviewed.id), await namesOn(other.id)]).toEqual([[formerCustomer], [formerCustomer]]);
  });

  it('keeps the last admin who can log in', async () => {
    const shop = await createTestApp();
    try {
      const admin = await signUpAdmin(shop);
      const refused = await shop.app.request('/api/account', {
        method: 'DELETE',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'correct horse battery' }),
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(userMessages.lastAdmin);
    } finally {
      await shop.close();
    }
  });
});
