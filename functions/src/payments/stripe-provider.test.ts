import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '@shop/core/payments';
import { startFakeStripe, type FakeStripe } from '@shop/test-support/fake-stripe';
import { PaymentUnavailableError, RefundRefusedError, type StripePayments } from './provider.ts';
import { createStripePayments } from './stripe-provider.ts';

let stripe: FakeStripe;
let payments: StripePayments;
const order = { orderId: '0b7a4a8e-6f0e-4c43-9d64-2f3f0a1c9e11', orderNumber: 1042, amount: 12_345 };

beforeEach(async () => {
  stripe = await startFakeStripe();
  payments = await createStripePayments({ secretKey: 'sk_test_fake123', publishableKey: 'pk_test_fake123', api: stripe.api });
});
afterEach(() => stripe.close());

async function openIntent(): Promise<string> {
  const result = await payments.open(order);
  if (result.status !== 'awaiting_confirmation') throw new Error(`expected an open PaymentIntent, got ${result.status}`);
  return result.reference;
}

describe('Stripe payment provider', () => {
  it('opens a PaymentIntent for the order total in pounds, with the secret key and the order as idempotency key', async () => {
    const result = await payments.open(order);
    expect(result).toMatchObject({ status: 'awaiting_confirmation', clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', authorization: 'Bearer sk_test_fake123' });
    expect(request?.idempotencyKey).toBe(`order-${order.orderId}`);
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      amount: '12345',
      currency: 'gbp',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderId]': order.orderId,
      'metadata[orderNumber]': '1042',
    });
  });

  it('opening the same order twice reaches one PaymentIntent', async () => {
    const first = await openIntent();
    const second = await openIntent();
    expect(second).toBe(first);
  });

  it('reads a succeeded PaymentIntent as paid, with the card brand and last four digits', async () => {
    const reference = await openIntent();
    stripe.settle(reference, 'succeeded');
    expect(await payments.lookup(reference)).toEqual({ status: 'paid', reference, card: { brand: 'visa', last4: '4242' } });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${reference}` });
  });

  it('reads a declined card as failed with Stripe’s message', async () => {
    const reference = await openIntent();
    stripe.settle(reference, 'declined');
    expect(await payments.lookup(reference)).toEqual({ status: 'failed', reference, message: 'Your card was declined.' });
  });

  it('reads a cancelled PaymentIntent as failed', async () => {
    const reference = await openIntent();
    stripe.settle(reference, 'canceled');
    expect(await payments.lookup(reference)).toEqual({ status: 'failed', reference, message: paymentMessages.cancelled });
  });

  it('keeps waiting while the browser has not confirmed yet', async () => {
    const reference = await openIntent();
    expect(await payments.lookup(reference)).toMatchObject({ status: 'awaiting_confirmation', reference });
  });

  it('turns Stripe refusing the keys into "unavailable", so nobody is told they paid', async () => {
    stripe.refuseAll();
    await expect(payments.open(order)).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});

describe('Stripe refunds', () => {
  async function paidIntent(): Promise<string> {
    const reference = await openIntent();
    stripe.settle(reference, 'succeeded');
    return reference;
  }

  it('refunds through the Refunds API: the PaymentIntent, the amount in pence and the idempotency key', async () => {
    const reference = await paidIntent();
    const refund = await payments.refund({ paymentReference: reference, amount: 12_345, idempotencyKey: `refund-${order.orderId}` });
    expect(refund.reference).toMatch(/^re_\w+$/);
    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds', authorization: 'Bearer sk_test_fake123' });
    expect(request?.idempotencyKey).toBe(`refund-${order.orderId}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ payment_intent: reference, amount: '12345' });
  });

  it('a retried refund with the same idempotency key is the same refund, so the money goes back once', async () => {
    const reference = await paidIntent();
    const request = { paymentReference: reference, amount: 12_345, idempotencyKey: `refund-${order.orderId}` };
    const first = await payments.refund(request);
    expect(await payments.refund(request)).toEqual(first);
    // Stripe answers a refund made under another key: nothing is left to give back.
    await expect(payments.refund({ ...request, idempotencyKey: 'refund-again' })).rejects.toThrow(/has already been refunded/);
  });

  it('turns a refused refund into a refusal carrying Stripe’s reason, so the refund is given up rather than tried again', async () => {
    const reference = await paidIntent();
    const refused = payments.refund({ paymentReference: reference, amount: 99_999, idempotencyKey: 'refund-too-much' });
    await expect(refused).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(refused).rejects.toThrow('Refund amount (£999.99) is greater than unrefunded amount on charge (£123.45)');
  });

  it('refuses to refund a PaymentIntent that was never paid', async () => {
    const reference = await openIntent();
    await expect(payments.refund({ paymentReference: reference, amount: 12_345, idempotencyKey: 'refund-unpaid' })).rejects.toThrow(
      `This PaymentIntent (${reference}) does not have a successful charge to refund.`,
    );
  });
});

describe('cancelling a Stripe payment', () => {
  it('cancels a PaymentIntent still waiting for the card, which then reads as failed', async () => {
    const reference = await openIntent();
    expect(await payments.cancel(reference)).toEqual({ status: 'failed', reference, message: paymentMessages.cancelled });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${reference}/cancel` });
    expect(stripe.stateOf(reference)).toBe('canceled');
  });

  it('answers paid when the shopper paid first: Stripe refuses to cancel a succeeded PaymentIntent', async () => {
    const reference = await openIntent();
    stripe.settle(reference, 'succeeded');
    expect(await payments.cancel(reference)).toEqual({ status: 'paid', reference, card: { brand: 'visa', last4: '4242' } });
    expect(stripe.stateOf(reference)).toBe('succeeded');
  });

  it('answers failed for a PaymentIntent cancelled already', async () => {
    const reference = await openIntent();
    await payments.cancel(reference);
    expect(await payments.cancel(reference)).toMatchObject({ status: 'failed', reference });
  });

  it('turns Stripe being unreachable into "unavailable", so the order waits', async () => {
    const reference = await openIntent();
    stripe.refuseAll();
    await expect(payments.cancel(reference)).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});
