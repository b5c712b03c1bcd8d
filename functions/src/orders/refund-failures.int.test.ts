// Refunds that do not go through: one that never can through this server (the order was paid through a
// provider the server is not set up for now, or the provider refused it) is given up at once, marked
// failed with the reason the admin reads, and never tried again; one the provider cannot be reached for
// is retried with backoff, and given up after MAX_ATTEMPTS.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { orders, outbox } from '../db/index.ts';
import { createOutboxWorker, MAX_ATTEMPTS, type OutboxWorker } from '../outbox/index.ts';
import { createStripePayments, createTestPayments, type PaymentProvider } from '../payments/index.ts';
import { outboxHandlers } from '../services.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { makeDue, refundJobOf as jobOf } from '@shop/test-support/outbox';
import { signUpAdmin } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

let admin: Client;
let shopper: Client;
const workers: OutboxWorker[] = [];

const t = await fileTestApp();

beforeAll(async () => {
  // The test app's own worker stays out of the way, woken by a refund or not: each test runs the worker it means.
  await t.worker.stop();
  admin = await signUpAdmin(t);
  shopper = await signUp(t);
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
});

/** A worker refunding through `payments`, as a server configured that way runs it. */
function workerWith(payments: PaymentProvider): OutboxWorker {
  const worker = createOutboxWorker({
    db: t.database.db,
    handlers: outboxHandlers({ config: t.config, db: t.database.db, payments, files: t.storage }),
    logger: pino({ level: 'silent' }),
    intervalMs: 3_600_000,
    leaseMs: 120_000,
  });
  workers.push(worker);
  return worker;
}

/** A paid order the admin has just refunded, recorded as paid through `provider`. */
async function refundedOrder(provider: 'test' | 'stripe'): Promise<string> {
  const product = await insertProduct(t.database.db, { price: 24_900 });
  const placed = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 1 }]));
  const { order } = (await placed.json()) as PlacedOrder;
  await t.database.db.update(orders).set({ paymentProvider: provider }).where(eq(orders.id, order.id));
  const refunded = await t.app.request(`/api/admin/orders/${order.id}/transition`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'refunded' }),
  });
  expect(refunded.status).toBe(200);
  return order.id;
}

const adminSees = async (orderId: string) =>
  (await (await t.app.request(`/api/admin/orders/${orderId}`, { headers: { cookie: admin.cookie } })).json()) as Order;

const refundJobOf = (orderId: string) => jobOf(t.database.db, orderId);

/** Nothing on this port: every call to "Stripe" fails to connect. */
const unreachableStripe = () =>
  createStripePayments({
    secretKey: 'sk_test_fake123',
    publishableKey: 'pk_test_fake123',
    api: { host: '127.0.0.1', port: 9, protocol: 'http' },
  });

describe('a refund through a payment provider this server is not set up for', () => {
  const cases: [string, 'test' | 'stripe', () => PaymentProvider | Promise<PaymentProvider>, RegExp][] = [
    [
      'paid through Stripe, the server now without Stripe keys',
      'stripe',
      () => createTestPayments(() => new Date()),
      /paid through Stripe, which this server is not set up for/,
    ],
    [
      'paid in test mode, the server now on Stripe',
      'test',
      unreachableStripe,
      /paid through the test payment provider, which this server is not set up for/,
    ],
  ];

  it.each(cases)(
    '%s: is marked failed with the reason the admin reads, and never tried again',
    async (_case, paidThrough, payments, reason) => {
      const orderId = await refundedOrder(paidThrough);
      const worker = workerWith(await payments());
      await worker.runOnce();
      const { refund } = await adminSees(orderId);
      expect(refund).toMatchObject({ status: 'failed', failure: expect.stringMatching(reason) as unknown });
      const job = await refundJobOf(orderId);
      expect(job).toMatchObject({ attempts: 1, doneAt: null });
      expect(job.failedAt).toBeInstanceOf(Date);
      // Even once its next attempt would be due, it is not taken again.
      await makeDue(t.database.db, job.id);
      await worker.runOnce();
      expect((await refundJobOf(orderId)).attempts).toBe(1);
    },
  );
});

describe('a refund the provider cannot be reached for', () => {
  it('shows as retrying and is tried again with backoff, then given up after the last attempt', async () => {
    const orderId = await refundedOrder('stripe');
    const worker = workerWith(await unreachableStripe());
    await worker.runOnce();
    expect((await adminSees(orderId)).refund).toMatchObject({ status: 'retrying', failure: null });
    const job = await refundJobOf(orderId);
    expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(job.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await t.database.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, job.id));
    await worker.runOnce();
    const { refund } = await adminSees(orderId);
    expect(refund).toMatchObject({ status: 'failed', failure: expect.stringMatching(`Gave up after ${MAX_ATTEMPTS} attempts`) as unknown });
    expect((await refundJobOf(orderId)).failedAt).toBeInstanceOf(Date);
  });
});
