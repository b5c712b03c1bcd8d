import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@shop/core/products';
import { announce } from '../events/live-feed.ts';
import { insertProduct } from '../testing/data-generators.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.database.db, { productName: 'Cached Chair' });
});
afterAll(() => t?.close());

const get = (path: string) => fetch(new URL(path, t.url));
const ignoring = (headers: Headers) =>
  [...headers].filter(([name]) => !['date', 'x-request-id', 'content-length', 'connection', 'keep-alive'].includes(name));

describe('the fast path for cached catalogue reads', () => {
  it('answers a repeated read with the same body and the same headers as the app', async () => {
    const first = await get('/api/products?pageSize=5');
    const second = await get('/api/products?pageSize=5');
    expect(await second.text()).toBe(await first.text());
    expect(ignoring(second.headers)).toEqual(ignoring(first.headers));
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('serves the new catalogue once a product change is announced', async () => {
    await get('/api/products?q=fresh');
    await insertProduct(t.database.db, { productName: 'Fresh Sofa' });
    expect(((await (await get('/api/products?q=fresh')).json()) as ProductList).total).toBe(0);
    const changed = new Promise<void>((resolve) => t.feed.subscribe(() => resolve()));
    await announce(t.database.db, { topic: 'products' });
    await changed;
    expect(((await (await get('/api/products?q=fresh')).json()) as ProductList).total).toBe(1);
  });

  it('leaves refused and uncached requests to the app', async () => {
    expect((await get('/api/products?sort=random')).status).toBe(400);
    expect((await get('/api/products?sort=random')).status).toBe(400);
  });
});
