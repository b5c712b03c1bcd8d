// Several instances, as a load balancer would run them: two server processes on one PostgreSQL database,
// one Redis and one S3 server (s3rver). What one instance did, the other sees: a picture uploaded in
// part through each, a login lockout, a live-feed event, an answer the owner wrote; and killing one mid-checkout loses nothing while
// the other keeps serving. Skipped, saying why, where PostgreSQL or Redis does not answer.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequestInput, PlacedOrder } from '@shop/core/orders';
import { uploadPicture } from '@shop/web/upload-client';
import { insertProduct } from '@shop/test-support/data-generators';
import { openTestDatabase } from '@shop/test-support/database';
import { noisyPng } from '@shop/test-support/pictures';
import { startS3Server } from '@shop/test-support/s3-server';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';
import { checkoutRequest, placeOrder, signUpShopper, type Shopper } from '@shop/test-support/shopper';
import { newVisitor } from '@shop/test-support/visitors';
import { liveEvents } from './live-events.ts';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function whyNotRunnable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  const postgres = await client.connect().then(
    () => null,
    (error: unknown) => `PostgreSQL at ${postgresUrl} does not answer (${String(error)})`,
  );
  await client.end().catch(() => undefined);
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  const redisProblem = await redis.connect().then(
    () => null,
    (error: unknown) => `Redis at ${redisUrl} does not answer (${String(error)})`,
  );
  redis.disconnect();
  return postgres ?? redisProblem;
}

const skipReason = await whyNotRunnable();
if (skipReason) console.warn(`multi-instance suite skipped: ${skipReason}`);

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of this run's own (a copy of the migrated template), dropped at the end, so the suite never
 * meets another suite's rows; with products of its own in it, the instances skip seeding the catalogue
 * (decoding its pictures would be most of the suite's time).
 */
async function throwawayDatabase(): Promise<{ url: string; productIds: string[] }> {
  process.env.DATABASE_URL ??= postgresUrl;
  const database = await openTestDatabase();
  cleanups.push(() => database.drop());
  const products = await Promise.all([1, 2, 3].map(() => insertProduct(database.db, { stock: 1000 })));
  if (!database.url) throw new Error('the multi-instance suite needs PostgreSQL (TEST_DB=postgres)');
  return { url: database.url, productIds: products.map((product) => product.id) };
}

describe.skipIf(skipReason)('two instances on one PostgreSQL, Redis and S3', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  let productIds: string[];

  beforeAll(async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    ({ url: databaseUrl, productIds } = await throwawayDatabase());
    const env = { ...s3.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
    // Both start at once, as after a deploy: each checks the migrations and seeds what is missing, once between them.
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const server of started) if (server.status === 'fulfilled') cleanups.push(() => server.value.stop('SIGKILL'));
    [a, b] = started.map((server) => {
      if (server.status === 'rejected') throw server.reason;
      return server.value;
    }) as [ServerProcess, ServerProcess];
  });

  it('serves through B a picture uploaded in chunks through A and B in turn', async () => {
    const picture = await noisyPng(1024, 1024);
    let requests = 0;
    const alternating: typeof fetch = (input, init) => {
      const target = new URL(String(input), a.url);
      const instance = new URL((requests += 1) % 2 === 1 ? a.url : b.url);
      target.host = instance.host;
      return fetch(target, init);
    };
    const visitor = newVisitor(a.url, alternating);
    const pictureUploadId = await uploadPicture(new Blob([new Uint8Array(picture)], { type: 'image/png' }), { fetch: visitor.fetch });
    expect(requests, 'the upload went through both instances').toBeGreaterThan(2);
    const signup = await fetch(`${a.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: visitor.cookie() },
      body: JSON.stringify({
        username: 'Two Instances',
        email: `multi-${randomUUID()}@example.com`,
        password: 'fault tolerant',
        pictureUploadId,
      }),
    });
    expect(signup.status).toBe(201);
    const { user } = (await signup.json()) as { user: { photoURL: string } };
    const fromA = await fetch(new URL(user.photoURL, a.url));
    const fromB = await fetch(new URL(user.photoURL, b.url));
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('holds on B a login lockout reached by wrong passwords through A and B', async () => {
    const shopper = await signUpShopper(a.url);
    const login = (url: string, password: string) =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: shopper.user.email, password }),
      });
    // Five wrong passwords (LOGIN_ACCOUNT_LIMIT), three on A and two on B: neither alone reached the limit.
    for (const url of [a.url, b.url, a.url, b.url, a.url]) expect((await login(url, 'wrong password')).status).toBe(401);
    const onB = await login(b.url, 'fault tolerant');
    expect(onB.status).toBe(429);
    expect(((await onB.json()) as { error: { message: string } }).error.message).toMatch(/^Too many login attempts/);
    expect((await login(a.url, 'fault tolerant')).status).toBe(429);
  });

  it('brings a review posted through A to a live-feed subscriber on B', async () => {
    const shopper = await signUpShopper(a.url);
    const [productId] = productIds;
    const feed = await liveEvents(`${b.url}/api/events`);
    cleanups.push(async () => feed.close());
    const response = await shopper.call(`/api/products/${productId}/reviews`, {
      method: 'POST',
      body: JSON.stringify({ rating: 5, text: 'Seen from the other instance' }),
    });
    expect(response.status).toBe(201);
    const event = await feed.next((change) => change.topic === 'reviews' && change.id === productId, 10_000);
    expect(event).toMatchObject({ topic: 'reviews', id: productId });
    feed.close();
  });

  it('answers on B a paraphrase with an answer the owner wrote on A, and nothing else with it', async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@multimart.example', password: 'admin-pass-2024' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const text = 'Our showroom in Leeds is open Monday to Saturday, 10am to 6pm.';
    const written = await fetch(`${a.url}/api/admin/assistant/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        text,
        examples: ['Do you have a showroom?', 'Can I see the sofas in person?', 'Where is your shop in Leeds?'],
      }),
    });
    expect(written.status).toBe(201);
    const askB = async (message: string) => {
      const response = await fetch(`${b.url}/chat/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      return (await response.json()) as { response: string; source: string };
    };
    await expect
      .poll(() => askB('can I look at your sofas in the showroom?'), { timeout: 10_000 })
      .toMatchObject({ response: text, source: 'Shop' });
    expect((await askB('What is your refund policy?')).source).not.toBe('Shop');
    expect((await askB('my phone screen is cracked')).response).not.toBe(text);
  });

  it('loses nothing when A is killed mid-checkout, while B keeps serving', async () => {
    const shopper = await signUpShopper(a.url);
    const stockBefore = await stockOf(databaseUrl, productIds);
    const { checkouts, acknowledged } = await checkOutUntilKilled(shopper, productIds, a, 4);
    const bAnswers = await fetch(`${b.url}/api/products`);
    expect(bAnswers.status, 'B serves while A is down').toBe(200);

    // Every checkout tried again on B with its key: one order per key, an acknowledged one unchanged.
    const onB = shopper.at(b.url);
    const replayed: PlacedOrder[] = [];
    for (const request of checkouts) replayed.push(await placeOrder(onB, request));
    expect(new Set(replayed.map((placed) => placed.order.id)).size).toBe(checkouts.length);
    for (const placed of acknowledged) {
      expect(replayed.find((again) => again.order.id === placed.order.id)?.order.status).toBe(placed.order.status);
    }

    const orders = await onPostgres(
      databaseUrl,
      async (client) =>
        (
          await client.query<{ status: string; payment_reference: string | null; product_id: string; quantity: number }>(
            `SELECT o.status, o.payment_reference, i.product_id, i.quantity
             FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.user_id = $1`,
            [shopper.user.uid],
          )
        ).rows,
    );
    expect(orders).toHaveLength(checkouts.length);
    // A charge (its payment reference) only ever on a paid order, and every paid order charged.
    for (const order of orders) expect(order.payment_reference !== null, `a ${order.status} order`).toBe(order.status === 'paid');
    for (const order of orders) expect(['paid', 'pending']).toContain(order.status);
    // Every order, paid or cut off before paying, took its units off the shelf, and nothing else did.
    const stockAfter = await stockOf(databaseUrl, productIds);
    for (const productId of productIds) {
      const sold = orders.filter((order) => order.product_id === productId).reduce((sum, order) => sum + order.quantity, 0);
      expect((stockBefore.get(productId) ?? 0) - (stockAfter.get(productId) ?? 0), `stock of ${productId}`).toBe(sold);
    }
  });
});

async function stockOf(databaseUrl: string, productIds: string[]): Promise<Map<string, number>> {
  const rows = await onPostgres(
    databaseUrl,
    async (client) =>
      (await client.query<{ id: string; stock: number }>('SELECT id, stock FROM products WHERE id = ANY($1)', [productIds])).rows,
  );
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * Checkout loops on `server`, each always with one request in flight, until SIGKILL lands once a few
 * orders were answered: the checkouts in flight are cut off mid-way by construction.
 */
async function checkOutUntilKilled(shopper: Shopper, productIds: string[], server: ServerProcess, writers: number) {
  const checkouts: OrderRequestInput[] = [];
  const acknowledged: PlacedOrder[] = [];
  const failedBeforeTheKill: unknown[] = [];
  let isKilled = false;
  const loop = async (writer: number) => {
    for (let index = writer; !isKilled; index += writers) {
      const request = checkoutRequest(productIds[index % productIds.length] ?? '');
      checkouts.push(request);
      const placed = await placeOrder(shopper, request).catch((error: unknown) => {
        if (!isKilled) failedBeforeTheKill.push(error);
      });
      if (placed) acknowledged.push(placed);
    }
  };
  const loops = Array.from({ length: writers }, (_, writer) => loop(writer));
  while (acknowledged.length < 5 && failedBeforeTheKill.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  isKilled = true;
  expect(await server.stop('SIGKILL')).toBeNull();
  await Promise.all(loops);
  expect(failedBeforeTheKill).toEqual([]);
  expect(acknowledged.length, 'checkouts cut off by the kill').toBeLessThan(checkouts.length);
  return { checkouts, acknowledged };
}
