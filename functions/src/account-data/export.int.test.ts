// "Download my data": the account, its orders, its reviews and its conversations with the assistant, as one
// JSON file for the account alone; nobody else's, and nothing for a visitor.
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '@shop/core/account-data';
import { signUp, type Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

const t = await fileTestApp();

const json = (client: Client, path: string, body?: unknown) =>
  t.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: client.cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('GET /api/account/export', () => {
  it("holds the account's own orders, reviews and conversations, as a download, and no one else's", async () => {
    const shopper = await signUp(t, { username: 'Data Owner' });
    const other = await signUp(t, { username: 'Someone Else' });
    const product = await insertProduct(t.database.db);
    expect((await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]))).status).toBe(201);
    expect((await postOrder(t.app, other, checkoutRequest([{ productId: product.id, quantity: 2 }]))).status).toBe(201);
    expect((await json(shopper, `/api/products/${product.id}/reviews`, { rating: 4, text: 'Comfy enough' })).status).toBe(201);
    expect((await json(shopper, '/chat/get', { message: 'how much is shipping?' })).status).toBe(200);
    expect((await json(other, '/chat/get', { message: 'where is my order?' })).status).toBe(200);

    const response = await json(shopper, '/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="multimart-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await response.json()) as AccountExport;
    expect(data.account).toMatchObject({ displayName: 'Data Owner', email: shopper.user.email, isAdmin: false });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]?.items[0]).toMatchObject({ productId: product.id, quantity: 1 });
    expect(data.reviews).toMatchObject([{ productId: product.id, rating: 4, text: 'Comfy enough' }]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]?.turns).toMatchObject([{ message: 'how much is shipping?' }]);
    expect(JSON.stringify(data)).not.toContain(other.user.email);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
  });

  it('answers a visitor 401', async () => {
    expect((await t.app.request('/api/account/export')).status).toBe(401);
  });
});
