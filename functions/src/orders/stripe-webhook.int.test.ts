// Stripe tells the shop how a payment ended even when the shopper closed the tab: a signed event to
// POST /api/payments/stripe/webhook settles the order through the same path as the browser's confirm.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { orderEvents, orders } from '../db/index.ts';
import { createApp } from '../app.ts';
import { createStripePayments } from '../payments/index.ts';
import type { Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import type { FakeStripe } from '@shop/test-support/fake-stripe';
import { startStripeTestApp, type StripeTestApp } from '@shop/test-support/stripe-app';
import type { TestApp } from '@shop/test-support/test-app';

const WEBHOOK_SECRET = 'whsec_test_multimart';
const WEBHOOK = '/api/payments/stripe/webhook';
/** Only its webhook helpers are used: they sign test payloads exactly as Stripe signs its events. */
const signer = new Stripe('sk_test_signer').webhooks;

let setup: StripeTestApp;
let t: TestApp;
let stripe: FakeStripe;
let app: StripeTestApp['app'];
let shopper: Client;

beforeAll(async () => {
  setup = await startStripeTestApp({ webhookSecret: WEBHOOK_SECRET });
  ({ t, stripe, app, shopper } = setup);
});
afterAll(() => setup?.close());

async function placeWithStripe(): Promise<{ order: PlacedOrder['order']; intent: string }> {
  const chair = await insertProduct(t.database.db, { price: 9_900 });
  const response = await postOrder(
    app,
    shopper,
    checkoutRequest([{ productId: chair.id, quantity: 1 }], { payment: { method: 'stripe' } }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = (await response.json()) as PlacedOrder;
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  return { order, intent: row?.paymentReference ?? '' };
}

/** An event as Stripe sends it, about a PaymentIntent the shop opened for `orderId` (its metadata). */
const eventFor = (type: string, intent: string, orderId?: string) =>
  JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { id: intent, object: 'payment_intent', metadata: orderId ? { orderId } : {} } },
  });

const deliver = (payload: string, signature = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  app.request(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

const statusOf = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

const paidEvents = async (orderId: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'paid')));

describe('the Stripe webhook', () => {
  it('marks an order paid when Stripe says its payment succeeded, with no confirm from the browser', async () => {
    const { order, intent } = await placeWithStripe();
    stripe.settle(intent, 'succeeded');
    const response = await deliver(eventFor('payment_intent.succeeded', intent, order.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('settles an order once, however often the event arrives and whether or not the browser confirms too', async () => {
    const { order, intent } = await placeWithStripe();
    stripe.settle(intent, 'succeeded');
    const payload = eventFor('payment_intent.succeeded', intent, order.id);
    const answers = await Promise.all([
      deliver(payload),
      deliver(payload),
      app.request(`/api/orders/${order.id}/confirm`, { method: 'POST', headers: { cookie: shopper.cookie } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(((await answers[2]?.json()) as Order).status).toBe('paid');
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('marks an order failed when its payment failed', async () => {
    const { order, intent } = await placeWithStripe();
    stripe.settle(intent, 'declined');
    expect((await deliver(eventFor('payment_intent.payment_failed', intent, order.id))).status).toBe(200);
    expect(await statusOf(order.id)).toBe('failed');
  });

  it('asks Stripe how the payment stands rather than trusting the event: a success Stripe does not confirm changes nothing', async () => {
    const { order, intent } = await placeWithStripe();
    expect((await deliver(eventFor('payment_intent.succeeded', intent, order.id))).status).toBe(200);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('refuses an event whose signature does not match, and changes nothing', async () => {
    const { order, intent } = await placeWithStripe();
    stripe.settle(intent, 'succeeded');
    const payload = eventFor('payment_intent.succeeded', intent, order.id);
    const forged = signer.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, 'not a signature', '']) {
      const response = await deliver(payload, signature);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.message).toBe('The webhook signature does not match this shop’s secret.');
    }
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('acknowledges events it does not act on: other types, and payments of no order of this shop', async () => {
    expect((await deliver(eventFor('customer.created', 'cus_123'))).status).toBe(200);
    expect((await deliver(eventFor('payment_intent.succeeded', 'pi_not_ours'))).status).toBe(200);
    expect((await deliver(eventFor('payment_intent.succeeded', 'pi_not_ours', 'not-an-order-id'))).status).toBe(200);
  });

  it('leaves an order alone when the event names it with a payment that is not its own', async () => {
    const { order } = await placeWithStripe();
    const other = await placeWithStripe();
    stripe.settle(other.intent, 'succeeded');
    expect((await deliver(eventFor('payment_intent.succeeded', other.intent, order.id))).status).toBe(200);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('answers 404 with a clear message where no webhook secret is set', async () => {
    const withoutSecret = createApp({
      ...t,
      logger: pino({ level: 'silent' }),
      payments: await createStripePayments({ secretKey: 'sk_test_fake123', publishableKey: 'pk_test_fake123', api: stripe.api }),
    });
    const payload = eventFor('payment_intent.succeeded', 'pi_123');
    const response = await withoutSecret.request(WEBHOOK, {
      method: 'POST',
      headers: { 'stripe-signature': signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload,
    });
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
      'Stripe webhooks are not set up on this shop: set STRIPE_WEBHOOK_SECRET.',
    );
  });
});
