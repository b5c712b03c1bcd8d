// The units a Stripe checkout takes off the shelf while the shopper confirms the card: held while the
// payment may still go through, given back exactly once when it fails or is abandoned, never taken from a
// paid order. Against a local server replaying Stripe's documented answers.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleMessages } from '@shop/core/order-lifecycle';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { orderEvents, orders, products } from '../db/index.ts';
import { sweep } from '../housekeeping.ts';
import { createApp } from '../app.ts';
import { createStripePayments, type StripePayments } from '../payments/index.ts';
import { liveOrderDeps } from './deps.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { startFakeStripe, type FakeStripe } from '@shop/test-support/fake-stripe';
import { fileTestApp } from '@shop/test-support/file-test-app';

const MINUTE_MS = 60_000;

let stripe: FakeStripe;
let app: ReturnType<typeof createApp>;
let shopper: Client;
let payments: StripePayments;

const t = await fileTestApp();

beforeAll(async () => {
  stripe = await startFakeStripe();
  payments = await createStripePayments({ secretKey: 'sk_test_fake123', publishableKey: 'pk_test_fake123', api: stripe.api });
  app = createApp({ ...t, logger: pino({ level: 'silent' }), payments });
  shopper = await signUp(t);
});
afterAll(async () => {
  await stripe.close();
});

/** The housekeeping run `minutes` from now. */
const housekeepingIn = (minutes: number) =>
  sweep(
    { uploads: t.uploads, orders: liveOrderDeps(t.database.db, payments, t.worker.wake, t.config.publicUrl) },
    new Date(Date.now() + minutes * MINUTE_MS),
  );

async function stockOf(productId: string): Promise<number | undefined> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function orderRow(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** A Stripe checkout left where the browser takes over: the PaymentIntent is open, the units reserved. */
async function placeWithStripe(productId: string, quantity: number): Promise<{ orderId: string; intent: string }> {
  const response = await postOrder(app, shopper, checkoutRequest([{ productId, quantity }], { payment: { method: 'stripe' } }));
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = (await response.json()) as PlacedOrder;
  expect(order.status).toBe('pending');
  return { orderId: order.id, intent: (await orderRow(order.id)).paymentReference ?? '' };
}

const confirm = (orderId: string) => app.request(`/api/orders/${orderId}/confirm`, { method: 'POST', headers: { cookie: shopper.cookie } });

const cancel = (orderId: string) => app.request(`/api/orders/${orderId}/cancel`, { method: 'POST', headers: { cookie: shopper.cookie } });

/** The server stopped between taking the units and recording the payment: nobody was ever given a way to pay. */
async function cutOffCheckout(productId: string, quantity: number, minutesAgo: number): Promise<string> {
  const { orderId } = await placeWithStripe(productId, quantity);
  const createdAt = new Date(Date.now() - minutesAgo * MINUTE_MS);
  await t.database.db.update(orders).set({ paymentReference: null, createdAt }).where(eq(orders.id, orderId));
  return orderId;
}

async function failedEvents(orderId: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'failed')));
  return rows.length;
}

describe('stock held by a Stripe payment waiting for the card', () => {
  it('stays reserved while the shopper may still confirm the payment', async () => {
    const sofa = await insertProduct(t.database.db, { stock: 5 });
    const { orderId, intent } = await placeWithStripe(sofa.id, 2);
    expect(await stockOf(sofa.id)).toBe(3);
    await housekeepingIn(5);
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await stockOf(sofa.id)).toBe(3);
    expect(stripe.stateOf(intent)).toBe('requires_payment_method');
  });

  it('comes back once an abandoned payment expires, and the PaymentIntent is cancelled so nobody can pay it later', async () => {
    const sofa = await insertProduct(t.database.db, { stock: 5 });
    const { orderId, intent } = await placeWithStripe(sofa.id, 2);
    await housekeepingIn(31);
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed', paymentMessage: paymentMessages.expired });
    expect(await stockOf(sofa.id)).toBe(5);
    expect(stripe.stateOf(intent)).toBe('canceled');
    await housekeepingIn(45);
    expect(await stockOf(sofa.id)).toBe(5);
    expect(await failedEvents(orderId)).toBe(1);
  });

  it('comes back once when two housekeeping runs (two instances) expire the same order at once', async () => {
    const chair = await insertProduct(t.database.db, { stock: 4 });
    const { orderId } = await placeWithStripe(chair.id, 3);
    await Promise.all([housekeepingIn(31), housekeepingIn(31)]);
    expect(await stockOf(chair.id)).toBe(4);
    expect(await failedEvents(orderId)).toBe(1);
  });

  it('is kept by an order the shopper paid but never came back to confirm: it expires as paid', async () => {
    const watch = await insertProduct(t.database.db, { stock: 5 });
    const { orderId, intent } = await placeWithStripe(watch.id, 2);
    stripe.settle(intent, 'succeeded');
    await housekeepingIn(31);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    expect(await stockOf(watch.id)).toBe(3);
    expect(stripe.stateOf(intent)).toBe('succeeded');
  });

  it('comes back once after a decline, and the declined PaymentIntent is cancelled so a second card cannot pay for a failed order', async () => {
    const phone = await insertProduct(t.database.db, { stock: 5 });
    const { orderId, intent } = await placeWithStripe(phone.id, 2);
    stripe.settle(intent, 'declined');
    expect(((await (await confirm(orderId)).json()) as { status: string }).status).toBe('failed');
    expect(await stockOf(phone.id)).toBe(5);
    expect(stripe.stateOf(intent)).toBe('canceled');
    // The browser tries the same PaymentIntent again with another card: Stripe refuses a cancelled one.
    stripe.settle(intent, 'succeeded');
    expect(((await (await confirm(orderId)).json()) as { status: string }).status).toBe('failed');
    await housekeepingIn(31);
    expect(await stockOf(phone.id)).toBe(5);
    expect(await failedEvents(orderId)).toBe(1);
  });

  it('comes back when the server stopped before the PaymentIntent was recorded (no browser could pay it)', async () => {
    const lamp = await insertProduct(t.database.db, { stock: 2 });
    const { orderId } = await placeWithStripe(lamp.id, 1);
    await t.database.db.update(orders).set({ paymentReference: null }).where(eq(orders.id, orderId));
    await housekeepingIn(31);
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed' });
    expect(await stockOf(lamp.id)).toBe(2);
  });

  it('stays reserved while Stripe cannot be asked, and comes back at the next run once it can', async () => {
    const sofa = await insertProduct(t.database.db, { stock: 3 });
    const { orderId } = await placeWithStripe(sofa.id, 1);
    const unreachable = await startFakeStripe();
    unreachable.refuseAll();
    const refusing = await createStripePayments({ secretKey: 'sk_test_fake123', publishableKey: 'pk_test_fake123', api: unreachable.api });
    const run = sweep(
      { uploads: t.uploads, orders: liveOrderDeps(t.database.db, refusing, t.worker.wake, t.config.publicUrl) },
      new Date(Date.now() + 31 * MINUTE_MS),
    );
    await expect(run).rejects.toThrow('1 unpaid order(s) could not be closed');
    await unreachable.close();
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending' });
    expect(await stockOf(sofa.id)).toBe(2);
    await housekeepingIn(41);
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed' });
    expect(await stockOf(sofa.id)).toBe(3);
  });

  it('is never taken from a paid order by housekeeping', async () => {
    const chair = await insertProduct(t.database.db, { stock: 5 });
    const { orderId, intent } = await placeWithStripe(chair.id, 1);
    stripe.settle(intent, 'succeeded');
    expect(((await (await confirm(orderId)).json()) as { status: string }).status).toBe('paid');
    await housekeepingIn(31);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    expect(await stockOf(chair.id)).toBe(4);
  });
});

describe('a checkout cut off by a crash before its payment was recorded', () => {
  it('gives its units back within minutes, not half an hour', async () => {
    const lamp = await insertProduct(t.database.db, { stock: 2 });
    const orderId = await cutOffCheckout(lamp.id, 1, 0);
    await housekeepingIn(4);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending' });
    await housekeepingIn(6);
    expect(await orderRow(orderId)).toMatchObject({ status: 'failed', paymentMessage: paymentMessages.expired });
    expect(await stockOf(lamp.id)).toBe(2);
  });

  it('can be cancelled by its shopper once its payment can no longer be running, and not before', async () => {
    const lamp = await insertProduct(t.database.db, { stock: 2 });
    const orderId = await cutOffCheckout(lamp.id, 1, 1);
    const early = await cancel(orderId);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(lifecycleMessages.paymentNotConfirmed);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 6 * MINUTE_MS) })
      .where(eq(orders.id, orderId));
    const answer = await cancel(orderId);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await answer.json()) as Order).toMatchObject({ status: 'cancelled', refund: null });
    expect(await stockOf(lamp.id)).toBe(2);
  });
});

describe("the shopper's cancel of an order whose Stripe payment is pending", () => {
  it('cancels the PaymentIntent, so nobody can pay it, and gives the units back at once with nothing to refund', async () => {
    const sofa = await insertProduct(t.database.db, { stock: 3 });
    const { orderId, intent } = await placeWithStripe(sofa.id, 2);
    const answer = await cancel(orderId);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await answer.json()) as Order).toMatchObject({ status: 'cancelled', refund: null });
    expect(stripe.stateOf(intent)).toBe('canceled');
    expect(await stockOf(sofa.id)).toBe(3);
    stripe.settle(intent, 'succeeded');
    expect(((await (await confirm(orderId)).json()) as { status: string }).status).toBe('cancelled');
  });

  it('cancels as paid, with a refund, an order the shopper paid meanwhile', async () => {
    const chair = await insertProduct(t.database.db, { stock: 3 });
    const { orderId, intent } = await placeWithStripe(chair.id, 1);
    stripe.settle(intent, 'succeeded');
    const answer = await cancel(orderId);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const order = (await answer.json()) as Order;
    expect(order).toMatchObject({ status: 'cancelled', refund: { amount: order.total } });
    expect(order.events.map((event) => event.to)).toEqual(['pending', 'paid', 'cancelled']);
    expect(await stockOf(chair.id)).toBe(3);
  });
});
