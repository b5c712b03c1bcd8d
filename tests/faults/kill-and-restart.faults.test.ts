// Faults: the server killed with SIGKILL in the middle of checkouts and review posts, then started again
// on the same data, on the embedded database and on PostgreSQL; and PostgreSQL restarted under a
// running server. Nothing acknowledged is lost, nothing is doubled, ratings match the reviews stored.
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderRequestInput, PlacedOrder } from '@shop/core/orders';
import type { Product } from '@shop/core/products';
import { startServerProcess, type ServerProcess } from '@shop/test-support/server-process';
import { allOwnOrders, allReviewRatings, checkoutRequest, firstProducts, placeOrder, signUpShopper } from '@shop/test-support/shopper';

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function throwawayDatabase(): Promise<string> {
  const name = `shop_faults_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleaner = new pg.Client({ connectionString: serverUrl });
    await cleaner.connect();
    await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleaner.end();
  });
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function dataEnv(kind: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-faults-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // An empty DATABASE_URL keeps the embedded database even when the suite runs with one set.
  // The one shopper writes reviews without pause: the per-account review limit is raised.
  return { DATA_DIR: dataDir, DATABASE_URL: kind === 'postgres' ? await throwawayDatabase() : '', REVIEW_LIMIT: '100000' };
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

/** Checkouts and review posts each written by this many loops at once. */
const WRITERS = 4;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const kinds: ['pglite' | 'postgres'][] = serverUrl ? [['pglite'], ['postgres']] : [['pglite']];

describe.each(kinds)('%s: the server is killed in the middle of writes', (kind) => {
  it('loses no acknowledged order or review, doubles none, and starts cleanly on the same data', async () => {
    const env = await dataEnv(kind);
    const first = await started(env);
    const shopper = await signUpShopper(first.url);
    const productIds = await firstProducts(first.url, 3);
    const before = new Map(
      await Promise.all(
        productIds.map(async (id) => [id, (await (await fetch(`${first.url}/api/products/${id}`)).json()) as Product] as const),
      ),
    );

    // Writers keep checking out and reviewing, each always with one request in flight, until the kill: it
    // lands once some writes have been answered, so others are cut off mid-way by construction.
    const checkouts: OrderRequestInput[] = [];
    const acknowledgedOrders: PlacedOrder[] = [];
    const reviewsSent: string[] = [];
    const acknowledgedReviews: string[] = [];
    let isKilled = false;
    const failedBeforeTheKill: unknown[] = [];
    const unlessKilled = (error: unknown) => {
      if (!isKilled) failedBeforeTheKill.push(error);
      return undefined;
    };
    const keepCheckingOut = async (writer: number) => {
      for (let index = writer; !isKilled; index += WRITERS) {
        const request = checkoutRequest(productIds[index % productIds.length] ?? '');
        checkouts.push(request);
        const placed = await placeOrder(shopper, request).catch(unlessKilled);
        if (placed) acknowledgedOrders.push(placed);
      }
    };
    const keepReviewing = async (writer: number) => {
      for (let index = writer; !isKilled; index += WRITERS) {
        const productId = productIds[index % productIds.length] ?? '';
        reviewsSent.push(productId);
        // One review per account and product: once it is written, the shopper edits it.
        const body = JSON.stringify({ rating: 1 + (index % 5), text: `Fault review ${index}` });
        const posted = await shopper.call(`/api/products/${productId}/reviews`, { method: 'POST', body }).catch(unlessKilled);
        const response =
          posted?.status === 409
            ? await shopper.call(`/api/products/${productId}/reviews/mine`, { method: 'PATCH', body }).catch(unlessKilled)
            : posted;
        if (response?.status === 201 || response?.status === 200) acknowledgedReviews.push(productId);
        else if (response) unlessKilled(new Error(`review answered ${response.status}`));
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, writer) => [keepCheckingOut(writer), keepReviewing(writer)]).flat();
    while (acknowledgedOrders.length < 5 || acknowledgedReviews.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    isKilled = true;
    expect(await first.stop('SIGKILL')).toBeNull();
    await Promise.all(writers);

    expect(failedBeforeTheKill).toEqual([]);
    // The kill landed in the middle of writing: some writes were answered and some were cut off.
    expect(acknowledgedOrders.length).toBeGreaterThan(0);
    expect(acknowledgedOrders.length, 'checkouts cut off by the kill').toBeLessThan(checkouts.length);
    expect(acknowledgedReviews.length).toBeGreaterThan(0);
    expect(acknowledgedReviews.length, 'reviews cut off by the kill').toBeLessThan(reviewsSent.length);
    const second = await started(env);
    const shopperAgain = shopper.at(second.url);

    for (const placed of acknowledgedOrders) {
      const response = await shopperAgain.call(`/api/orders/${placed.order.id}`);
      expect(response.status, `acknowledged order ${placed.order.number}`).toBe(200);
    }

    // Every checkout tried again with its key: one order per key. An acknowledged order is paid; one the
    // kill cut off between placing and paying stays pending (no money moved), never paid twice.
    const replayed: PlacedOrder[] = [];
    for (const request of checkouts) replayed.push(await placeOrder(shopperAgain, request));
    expect(new Set(replayed.map((placed) => placed.order.id)).size).toBe(checkouts.length);
    for (const placed of replayed) expect(['paid', 'pending']).toContain(placed.order.status);
    for (const placed of acknowledgedOrders) {
      expect(replayed.find((again) => again.order.id === placed.order.id)?.order.status).toBe(placed.order.status);
    }
    expect(await allOwnOrders(shopperAgain)).toHaveLength(checkouts.length);

    for (const productId of productIds) {
      const product = (await (await fetch(`${second.url}/api/products/${productId}`)).json()) as Product;
      const stored = await allReviewRatings(second.url, productId);
      expect(product.ratingCount, 'ratings counted equal the reviews stored').toBe(stored.length);
      expect(product.avgRating).toBeCloseTo(mean(stored), 10);
      const added = stored.length - (before.get(productId)?.ratingCount ?? 0);
      // The shopper's one review of the product, there if it was acknowledged (or committed as the kill landed).
      expect(added).toBeLessThanOrEqual(1);
      expect(added).toBeGreaterThanOrEqual(acknowledgedReviews.includes(productId) ? 1 : 0);
    }
    await second.stop();
  }, 240_000);
});

function postgresCluster(): string | null {
  try {
    return execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

describe.runIf(serverUrl && postgresCluster())('PostgreSQL restarts under a running server', () => {
  it('answers 503 for a moment, then serves again without a restart of its own', async () => {
    const server = await started(await dataEnv('postgres'));
    const shopper = await signUpShopper(server.url);
    const statuses: number[] = [];
    let isPolling = true;
    const polling = (async () => {
      while (isPolling) {
        statuses.push(
          await shopper.call('/api/orders').then(
            (response) => response.status,
            () => 0,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${postgresCluster()} main restart`, { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && statuses.at(-1) !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 500));
    isPolling = false;
    await polling;
    expect(
      statuses.every((status) => status === 200 || status === 503),
      `statuses: ${statuses.join(',')}`,
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.stop();
  }, 120_000);
});
