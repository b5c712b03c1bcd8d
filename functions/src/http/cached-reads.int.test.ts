import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import type { ProductList } from '@shop/core/products';
import { announce } from '../events/index.ts';
import { products } from '../db/schema.ts';
import { signUp } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createApp } from '../app.ts';
import { createHttpServer } from './node-server.ts';

const t = await fileTestApp();

beforeAll(async () => {
  await insertProduct(t.database.db, { productName: 'Cached Chair' });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, t.url), { headers });
/** A GET without fetch's own Accept-Encoding and decoding: the status, headers and body as sent. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, t.url), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const ignoring = (headers: Headers) =>
  [...headers].filter(([name]) => !['date', 'x-request-id', 'content-length', 'connection', 'keep-alive'].includes(name));

describe('cached catalogue reads', () => {
  it('answers a repeated read with the same body and headers, an entity tag and no-cache', async () => {
    const first = await get('/api/products?pageSize=5');
    const second = await get('/api/products?pageSize=5');
    expect(await second.text()).toBe(await first.text());
    expect(ignoring(second.headers)).toEqual(ignoring(first.headers));
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers 304 without a body to a browser that holds the same answer', async () => {
    const etag = (await get('/api/products?pageSize=3')).headers.get('etag') ?? '';
    const again = await get('/api/products?pageSize=3', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('/api/products?pageSize=3', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('serves the new catalogue, with a new tag, once a product change is announced', async () => {
    const before = await get('/api/products?q=fresh');
    await insertProduct(t.database.db, { productName: 'Fresh Sofa' });
    expect(((await (await get('/api/products?q=fresh')).json()) as ProductList).total).toBe(0);
    const changed = new Promise<void>((resolve) => t.feed.subscribe(() => resolve()));
    await announce(t.database.db, { topic: 'products' });
    await changed;
    const after = await get('/api/products?q=fresh', { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(((await after.json()) as ProductList).total).toBe(1);
  });

  it("keeps another product's answer when one product changes, and serves that product's and the lists' anew", async () => {
    const [a, b] = [await insertProduct(t.database.db), await insertProduct(t.database.db)];
    const stockOf = async (path: string) => ((await (await get(path)).json()) as { stock: number }).stock;
    const listed = async () => ((await (await get(`/api/products?q=${encodeURIComponent(a.productName)}`)).json()) as ProductList).items;
    expect([await stockOf(`/api/products/${a.id}`), await stockOf(`/api/products/${b.id}`), (await listed())[0]?.stock]).toEqual([
      100, 100, 100,
    ]);
    await t.database.db.update(products).set({ stock: 7 });
    const changed = new Promise<void>((resolve) => t.feed.subscribe(() => resolve()));
    await announce(t.database.db, { topic: 'products', id: a.id });
    await changed;
    expect(await stockOf(`/api/products/${a.id}`)).toBe(7);
    expect((await listed())[0]?.stock).toBe(7);
    // B changed too, unannounced: its answer from memory shows it was kept.
    expect(await stockOf(`/api/products/${b.id}`)).toBe(100);
  });

  it('keeps the lists when an order takes stock their "In stock" still says, and serves them anew at "Only 5 left"', async () => {
    const product = await insertProduct(t.database.db, { productName: 'Stocked Stool', stock: 7 });
    const listAddress = '/api/products?q=stocked%20stool';
    const listedStock = async () => ((await (await get(listAddress)).json()) as ProductList).items.map((item) => item.stock);
    const stockOf = async () => ((await (await get(`/api/products/${product.id}`)).json()) as { stock: number }).stock;
    const shopper = await signUp(t);
    const events: LiveEvent[] = [];
    t.feed.subscribe((event) => event.topic === 'products' && event.id === product.id && events.push(event));
    const buyOne = async () => {
      const heard = new Promise<void>((resolve) =>
        t.feed.subscribe((event) => event.topic === 'products' && event.id === product.id && resolve()),
      );
      expect((await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]))).status).toBe(201);
      await heard;
    };
    expect([await listedStock(), await stockOf()]).toEqual([[7], 7]);
    const listTag = (await get(listAddress)).headers.get('etag');

    await buyOne();
    expect(await stockOf()).toBe(6);
    // The list as it was kept: its card says "In stock" at 7 and at 6 alike.
    expect(await listedStock()).toEqual([7]);
    expect((await get(listAddress)).headers.get('etag')).toBe(listTag);

    await buyOne();
    expect([await listedStock(), await stockOf()]).toEqual([[5], 5]);
    // A browser is told the same: no list changed at 6; at 5 the lists showing it did, and only those.
    expect(events.map(({ kind, inPlace }) => ({ kind, inPlace }))).toEqual([
      { kind: 'own', inPlace: undefined },
      { kind: 'listed', inPlace: true },
    ]);
  });

  it('sends a client that takes gzip a compressed copy, with a tag of its own, and 304 for that tag', async () => {
    const plain = await rawGet('/api/products?pageSize=7');
    const packed = await rawGet('/api/products?pageSize=7', { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.body).toString()).toBe(plain.body.toString());
    expect(packed.body.length).toBeLessThan(plain.body.length / 2);
    for (const answer of [plain, packed]) expect(answer.headers['vary']).toBe('accept-encoding');
    expect(packed.headers['etag']).not.toBe(plain.headers['etag']);
    const again = await rawGet('/api/products?pageSize=7', { 'accept-encoding': 'gzip', 'if-none-match': packed.headers['etag'] ?? '' });
    expect(again.status).toBe(304);
    expect((await rawGet('/api/products?pageSize=7', { 'if-none-match': packed.headers['etag'] ?? '' })).status).toBe(200);
  });

  it('leaves refused requests to validation, every time', async () => {
    expect((await get('/api/products?sort=random')).status).toBe(400);
    expect((await get('/api/products?sort=random')).status).toBe(400);
  });

  it('logs a read answered from memory like any other request, with its id and without its query', async () => {
    const lines: { path?: string; status?: number; requestId?: string }[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(JSON.parse(chunk.toString()))) });
    const logger = pino({ level: 'info' }, sink);
    const server = createHttpServer(createApp({ ...t, logger }), { allowStripe: false, logger, ...t.config.http });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/products?pageSize=2&q=chair`;
      const ids = [];
      for (const _ of [1, 2]) {
        const answer = await fetch(url);
        await answer.arrayBuffer();
        ids.push(answer.headers.get('x-request-id'));
      }
      await expect
        .poll(() => lines.filter((line) => line.path === '/api/products' && line.status === 200).map((line) => line.requestId))
        .toEqual(ids);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('every answer of the server carries the security headers and its own request id', async () => {
    const answers = await Promise.all(['/api/products', '/api/nothing-here', '/healthz', '/files/none.webp'].map((path) => get(path)));
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
    expect(new Set(answers.map((answer) => answer.headers.get('x-request-id'))).size).toBe(answers.length);
  });
});
