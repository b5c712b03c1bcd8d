// Discount codes cannot be found by trying one after another: refused codes are counted per client address and per
// account, and past either limit the cart's quote is refused before the code is looked up.
import { beforeAll, describe, expect, it } from 'vitest';
import { discountMessages } from '@shop/core/discounts/rules';
import type { ApiError } from '@shop/core/errors';
import { signUp, type Client } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { checkoutRequest } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

let items: Array<{ productId: string; quantity: number }>;
const CODE = 'REAL-CODE-10';

const t = await fileTestApp({ DISCOUNT_CODE_ADDRESS_LIMIT: '3', DISCOUNT_CODE_ACCOUNT_LIMIT: '2' });

beforeAll(async () => {
  const admin = await signUpAdmin(t);
  const product = await insertProduct(t.database.db, { price: 10_000, stock: 50 });
  items = [{ productId: product.id, quantity: 1 }];
  const created = await t.app.request('/api/admin/discount-codes', {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ code: CODE, kind: 'percent', value: 10, startsAt: new Date(Date.now() - 86_400_000).toISOString() }),
  });
  expect(created.status).toBe(201);
});

/** POST `path` with `body` as the app sees it from `address`, as `client` or a visitor. */
const from = (address: string, path: string, body: unknown, client?: Client) =>
  Promise.resolve(
    t.app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(client ? { cookie: client.cookie } : {}) },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
    ),
  );
const quote = (address: string, discountCode: string, client?: Client) => from(address, '/api/quotes', { discountCode, items }, client);

async function expectTooManyTries(answer: Response) {
  expect(answer.status).toBe(429);
  expect(((await answer.json()) as ApiError).error).toMatchObject({ code: 'rate_limited', message: discountMessages.tooManyTries });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('guessing discount codes', () => {
  it('refuses an address its codes once DISCOUNT_CODE_ADDRESS_LIMIT were refused, even the right one; other addresses go on', async () => {
    for (const guess of ['GUESS-1', 'GUESS-2', 'GUESS-3']) expect((await quote('10.1.0.1', guess)).status).toBe(400);
    await expectTooManyTries(await quote('10.1.0.1', 'GUESS-4'));
    await expectTooManyTries(await quote('10.1.0.1', CODE));
    expect((await quote('10.1.0.2', CODE)).status).toBe(200);
  });

  it('does not count a code that applies', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await quote('10.1.1.1', CODE)).status).toBe(200);
    expect((await quote('10.1.1.1', 'GUESS-5')).status).toBe(400);
  });

  it('refuses an account its codes once DISCOUNT_CODE_ACCOUNT_LIMIT were refused, from whatever address it asks', async () => {
    const shopper = await signUp(t);
    expect((await quote('10.1.2.1', 'GUESS-6', shopper)).status).toBe(400);
    expect((await quote('10.1.2.2', 'GUESS-7', shopper)).status).toBe(400);
    await expectTooManyTries(await quote('10.1.2.3', 'GUESS-8', shopper));
  });

  it('counts codes refused when an order is placed, against the same limits', async () => {
    const shopper = await signUp(t);
    const place = (address: string, discountCode: string) =>
      from(address, '/api/orders', checkoutRequest(items, { discountCode }), shopper);
    expect((await place('10.1.3.1', 'GUESS-9')).status).toBe(400);
    expect((await quote('10.1.3.2', 'GUESS-10', shopper)).status).toBe(400);
    await expectTooManyTries(await place('10.1.3.3', 'GUESS-11'));
  });
});
