import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { signUpAdmin } from '@shop/test-support/admin';
import { signUp, uploadAs, visitorUpload, type Client } from '@shop/test-support/accounts';
import { billing, checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { pngPicture } from '@shop/test-support/pictures';
import { fileTestApp } from '@shop/test-support/file-test-app';

let shopper: Client;
let admin: Client;
let productId: string;

const t = await fileTestApp();

beforeAll(async () => {
  shopper = await signUp(t);
  admin = await signUpAdmin(t);
  productId = (await insertProduct(t.database.db)).id;
});

const NUL = '\u0000';

const send = (method: string, path: string, body?: unknown, client?: Pick<Client, 'cookie'>) =>
  t.app.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(client ? { cookie: client.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  const { error } = apiErrorSchema.parse(await response.json());
  expect(error.message).not.toMatch(/query|sql|postgres/i);
}

describe('NUL characters', () => {
  it('refuses one inside a review', async () => {
    await expectRefused(await send('POST', `/api/products/${productId}/reviews`, { rating: 4, text: `nice${NUL}chair` }, shopper));
  });

  it('refuses one inside a sign-up name and email', async () => {
    const { pictureUploadId, cookie } = await visitorUpload(t, await pngPicture());
    const body = { username: `Nul${NUL}Name`, email: 'nul@example.com', password: 'long enough pw', pictureUploadId };
    await expectRefused(await send('POST', '/api/auth/signup', body, { cookie }));
    await expectRefused(await send('POST', '/api/auth/login', { email: 'nul@example.com', password: `pw${NUL}` }));
  });

  it('refuses one inside a profile name', async () => {
    await expectRefused(await send('PATCH', '/api/auth/profile', { displayName: `A${NUL}` }, shopper));
  });

  it('refuses one inside a new product', async () => {
    const pictureUploadId = await uploadAs(t, await pngPicture(), 'image/png', admin.cookie);
    const body = {
      productName: `Chair${NUL}`,
      shortDesc: 'short',
      description: 'long',
      category: 'chair',
      price: 1000,
      imageUploadId: pictureUploadId,
    };
    await expectRefused(await send('POST', '/api/products', body, admin));
  });

  it('refuses one inside a chat message and its feedback', async () => {
    await expectRefused(await send('POST', '/chat/get', { message: `hello${NUL}` }));
    const feedback = { message: `hi${NUL}`, response: 'hello', sentiment: 'positive', source: 'AI' };
    await expectRefused(await send('POST', '/chat/feedback', feedback));
  });

  it('refuses one inside a billing address', async () => {
    const body = checkoutRequest([{ productId, quantity: 1 }], { billing: { ...billing, city: `Leeds${NUL}` } });
    await expectRefused(await postOrder(t.app, shopper, body));
  });

  it.each([['/api/products?q=%00'], [`/api/products/${'x'}/reviews?cursor=%00`]])('refuses one inside the query of %s', async (path) => {
    const response = await send('GET', path.replace('/x/', `/${productId}/`), undefined, admin);
    await expectRefused(response);
  });
});

describe('line breaks and markup in names, which would become lines of an email', () => {
  it.each(['Sam\r\nBcc: someone@example.com', '<a href="https://evil.example">Sam</a>'])(
    'refuses %j as a profile name and as a billing name',
    async (name) => {
      await expectRefused(await send('PATCH', '/api/auth/profile', { displayName: name }, shopper));
      const body = checkoutRequest([{ productId, quantity: 1 }], { billing: { ...billing, name } });
      await expectRefused(await postOrder(t.app, shopper, body));
    },
  );
});

describe('review cursors', () => {
  it('refuses a cursor dated in the year 0', async () => {
    const cursor = `0000-01-01T00:00:00.000Z_${'00000000-0000-4000-8000-000000000000'}`;
    await expectRefused(await send('GET', `/api/products/${productId}/reviews?cursor=${cursor}`));
  });
});
