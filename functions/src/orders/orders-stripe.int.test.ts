// The checkout with Stripe configured, against a local server replaying Stripe's documented answers.
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { orders } from '../db/index.ts';
import { createApp } from '../app.ts';
import { createStripePayments } from '../payments/index.ts';
import type { Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { startFakeStripe, type FakeStripe } from '@shop/test-support/fake-stripe';
import { startStripeTestApp, type StripeTestApp } from '@shop/test-support/stripe-app';
import type { TestApp } from '@shop/test-support/test-app';

let setup: StripeTestApp;
let t: TestApp;
let stripe: FakeStripe;
let app: StripeTestApp['app'];
let shopper: Client;

beforeAll(async () => {
  setup = await startStripeTestApp();
  ({ t, stripe, app, shopper } = setup);
});
afterAll(() => setup?.close());

const stripeCheckout = (productId: string, quantity = 1) => checkoutRequest([{ productId, quantity }], { payment: { method: 'stripe' } });

async function placeWithStripe(productId: string, quantity = 1): Promise<PlacedOrder> {
  const response = await postOrder(app, shopper, stripeCheckout(productId, quantity));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

async function confirm(orderId: string): Promise<Response> {
  return app.request(`/api/orders/${orderId}/confirm`, { method: 'POST', headers: { cookie: shopper.cookie } });
}

const intentOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentReference ?? '';

describe('checkout through Stripe', () => {
  it('tells the browser to use Stripe, with the publishable key only', async () => {
    const response = await app.request('/api/payments/config', { headers: { cookie: shopper.cookie } });
    expect(await response.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake123' });
  });

  it('opens one PaymentIntent for the database total and hands the browser its client secret', async () => {
    const sofa = await insertProduct(t.database.db, { price: 64_900 });
    const { order, clientSecret } = await placeWithStripe(sofa.id, 2);
    expect(order).toMatchObject({ status: 'pending', total: 129_800 });
    expect(clientSecret).toMatch(/^pi_\w+_secret_/);
    const created = stripe.requests.filter((request) => request.method === 'POST');
    expect(created.at(-1)?.form.get('amount')).toBe('129800');
    expect(created.at(-1)?.form.get('currency')).toBe('gbp');
    expect(created.at(-1)?.idempotencyKey).toBe(`order-${order.id}`);
  });

  it('marks the order paid once Stripe says the PaymentIntent succeeded', async () => {
    const chair = await insertProduct(t.database.db, { price: 9_900 });
    const { order } = await placeWithStripe(chair.id);
    stripe.settle(await intentOf(order.id), 'succeeded');
    const response = await confirm(order.id);
    expect(response.status).toBe(200);
    expect((await response.json()) as Order).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
  });

  it('marks the order failed with Stripe’s decline message', async () => {
    const chair = await insertProduct(t.database.db, { price: 9_900 });
    const { order } = await placeWithStripe(chair.id);
    stripe.settle(await intentOf(order.id), 'declined');
    expect((await (await confirm(order.id)).json()) as Order).toMatchObject({
      status: 'failed',
      paymentMessage: 'Your card was declined.',
    });
  });

  it('a confirm before the browser has paid leaves the order pending', async () => {
    const chair = await insertProduct(t.database.db, { price: 9_900 });
    const { order } = await placeWithStripe(chair.id);
    expect((await (await confirm(order.id)).json()) as Order).toMatchObject({ status: 'pending' });
  });

  it('20 concurrent identical requests open one PaymentIntent; replays get its client secret', async () => {
    const lamp = await insertProduct(t.database.db, { price: 3_000 });
    const request = stripeCheckout(lamp.id);
    const before = stripe.requests.filter((sent) => sent.method === 'POST').length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder(app, shopper, request)));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as PlacedOrder[];
    expect(new Set(bodies.map((body) => body.order.id)).size).toBe(1);
    expect(stripe.requests.filter((sent) => sent.method === 'POST').length - before).toBe(1);
    const replay = (await (await postOrder(app, shopper, request)).json()) as PlacedOrder;
    expect(replay.clientSecret).toMatch(/^pi_\w+_secret_/);
    const [rows] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey));
    expect(rows?.n).toBe(1);
  });

  it('when Stripe cannot be used, answers 502 with a clear message and fails the order unpaid', async () => {
    const refusing = await startFakeStripe();
    refusing.refuseAll();
    const payments = await createStripePayments({ secretKey: 'sk_test_wrong', publishableKey: 'pk_test_fake123', api: refusing.api });
    const brokenApp = createApp({ ...t, logger: pino({ level: 'silent' }), payments });
    const lamp = await insertProduct(t.database.db, { price: 3_000 });
    const request = stripeCheckout(lamp.id);
    const response = await postOrder(brokenApp, shopper, request);
    await refusing.close();
    expect(response.status).toBe(502);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(paymentMessages.unavailable);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey));
    expect(row).toMatchObject({ status: 'failed', paymentMessage: paymentMessages.unavailable });
  });

  it('refuses the test card form while Stripe is configured, before writing an order', async () => {
    const lamp = await insertProduct(t.database.db, { price: 3_000 });
    const request = checkoutRequest([{ productId: lamp.id, quantity: 1 }]);
    const response = await postOrder(app, shopper, request);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(paymentMessages.wrongMethod);
    expect(await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey))).toEqual([]);
  });
});
