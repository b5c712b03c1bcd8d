// Refunds of Stripe orders: an admin's refund goes to Stripe's Refunds API from the outbox worker, once,
// under the order's idempotency key; one Stripe refuses is given up and shown as failed, with Stripe's reason.
// Against a local server replaying Stripe's documented answers.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { orders } from '../db/index.ts';
import { createApp } from '../app.ts';
import { createOutboxWorker, type OutboxWorker } from '../outbox/index.ts';
import { createStripePayments, type StripePayments } from '../payments/index.ts';
import { outboxHandlers } from '../services.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { makeDue, refundJobOf as jobOf } from '@shop/test-support/outbox';
import { signUpAdmin } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { startFakeStripe, type FakeStripe } from '@shop/test-support/fake-stripe';
import { fileTestApp } from '@shop/test-support/file-test-app';

let stripe: FakeStripe;
let payments: StripePayments;
let worker: OutboxWorker;
let app: ReturnType<typeof createApp>;
let admin: Client;
let shopper: Client;

// The test app's own worker refunds through the test provider: it must not take these jobs.
const t = await fileTestApp({ WORKER_INTERVAL_MS: '3600000' });

beforeAll(async () => {
  stripe = await startFakeStripe();
  payments = await createStripePayments({ secretKey: 'sk_test_fake123', publishableKey: 'pk_test_fake123', api: stripe.api });
  const logger = pino({ level: 'silent' });
  worker = createOutboxWorker({
    db: t.database.db,
    handlers: outboxHandlers({ config: t.config, db: t.database.db, payments, files: t.storage }),
    logger,
    intervalMs: 3_600_000,
    leaseMs: 120_000,
  });
  app = createApp({ ...t, logger, payments, worker });
  admin = await signUpAdmin(t);
  shopper = await signUp(t);
});
afterAll(async () => {
  await worker?.stop();
  await stripe.close();
});

/** A Stripe order the shopper has paid: its PaymentIntent succeeded and the server read it back. */
async function paidStripeOrder(): Promise<{ order: Order; intent: string }> {
  const product = await insertProduct(t.database.db, { price: 24_900 });
  const placed = await postOrder(
    app,
    shopper,
    checkoutRequest([{ productId: product.id, quantity: 1 }], { payment: { method: 'stripe' } }),
  );
  const { order } = (await placed.json()) as PlacedOrder;
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  const intent = row?.paymentReference ?? '';
  stripe.settle(intent, 'succeeded');
  const confirmed = await app.request(`/api/orders/${order.id}/confirm`, { method: 'POST', headers: { cookie: shopper.cookie } });
  const paid = (await confirmed.json()) as Order;
  expect(paid.status).toBe('paid');
  return { order: paid, intent };
}

const refund = (orderId: string) =>
  app.request(`/api/admin/orders/${orderId}/transition`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'refunded' }),
  });

async function shopperSees(orderId: string): Promise<Order> {
  return (await (await app.request(`/api/orders/${orderId}`, { headers: { cookie: shopper.cookie } })).json()) as Order;
}

const refundJobOf = (orderId: string) => jobOf(t.database.db, orderId);

const refundCalls = (intent: string) =>
  stripe.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intent);

describe('refunds through Stripe', () => {
  it('an admin’s refund goes through the Refunds API once, under the order’s key, and the shopper sees it succeeded', async () => {
    const { order, intent } = await paidStripeOrder();
    expect((await refund(order.id)).status).toBe(200);
    expect((await shopperSees(order.id)).refund).toMatchObject({ amount: 24_900, status: 'pending' });
    await worker.runOnce();
    expect((await shopperSees(order.id)).refund).toMatchObject({ amount: 24_900, status: 'succeeded' });
    expect(refundCalls(intent)).toHaveLength(1);
    expect(refundCalls(intent)[0]?.idempotencyKey).toBe(`refund-${order.id}`);
    expect(refundCalls(intent)[0]?.form.get('amount')).toBe('24900');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.refundReference).toMatch(/^re_\w+$/);
    await worker.runOnce();
    expect(refundCalls(intent)).toHaveLength(1);
  });

  it('a refund Stripe refuses is given up at once: failed, with Stripe’s reason, and not asked again', async () => {
    const { order, intent } = await paidStripeOrder();
    // Someone already gave the money back in Stripe's dashboard.
    await payments.refund({ paymentReference: intent, amount: 24_900, idempotencyKey: 'dashboard-refund' });
    expect((await refund(order.id)).status).toBe(200);
    await worker.runOnce();
    const failure = expect.stringMatching(/^Stripe refused the refund: .*has already been refunded/) as unknown;
    expect((await shopperSees(order.id)).refund).toMatchObject({ amount: 24_900, status: 'failed', failure });
    const job = await refundJobOf(order.id);
    expect(job).toMatchObject({ attempts: 1, doneAt: null, lastError: failure });
    expect(job.failedAt).toBeInstanceOf(Date);
    await makeDue(t.database.db, job.id);
    await worker.runOnce();
    expect(refundCalls(intent)).toHaveLength(2);
  });
});
