import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutTexts } from '@shop/core/checkout-texts';
import type { Order, OrderRequestInput, PlacedOrder } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { sampleBilling } from '@shop/test-support/sample-billing';
import { sampleOrder } from '../../../testing/samples.ts';
import { checkoutMachine, MAX_STATUS_CHECKS, type CheckoutRequest } from './checkout.machine.ts';

const request: CheckoutRequest = {
  items: [{ productId: '6f1c1f7e-9a4b-4a59-9a51-1f2b3c4d5e6f', quantity: 2 }],
  billing: sampleBilling,
  payment: { method: 'test-card', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
};

const order = (status: Order['status'], paymentMessage: string | null = null): Order => sampleOrder(status, { paymentMessage });

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Fakes = {
  placeOrder?: (input: OrderRequestInput) => Promise<PlacedOrder>;
  confirmCard?: (input: { clientSecret: string }) => Promise<void>;
  checkOrder?: (input: { orderId: string }) => Promise<Order>;
};

function startCheckout(fakes: Fakes) {
  const calls: string[] = [];
  const keys: string[] = [];
  const machine = checkoutMachine.provide({
    delays: { statusCheck: 0 },
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderRequestInput>(async ({ input }) => {
        calls.push('placeOrder');
        keys.push(input.idempotencyKey);
        if (!fakes.placeOrder) throw new Error('unexpected placeOrder');
        return fakes.placeOrder(input);
      }),
      confirmCard: fromPromise<void, { clientSecret: string }>(async ({ input }) => {
        calls.push(`confirmCard ${input.clientSecret}`);
        if (!fakes.confirmCard) throw new Error('unexpected confirmCard');
        return fakes.confirmCard(input);
      }),
      checkOrder: fromPromise<Order, { orderId: string }>(async ({ input }) => {
        calls.push('checkOrder');
        if (!fakes.checkOrder) throw new Error('unexpected checkOrder');
        return fakes.checkOrder(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { idempotencyKey: 'first-key-0000000000' } }).start();
  return { actor, calls, keys };
}

const settled = (actor: ReturnType<typeof startCheckout>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('paid'));

describe('checkout machine', () => {
  it('a paid order ends the checkout with the order', async () => {
    const { actor, keys } = startCheckout({ placeOrder: async () => ({ order: order('paid'), clientSecret: null }) });
    actor.send({ type: 'pay', request });
    const snapshot = await settled(actor);
    expect(snapshot.matches('paid')).toBe(true);
    expect(snapshot.context.order?.number).toBe(1001);
    expect(keys).toEqual(['first-key-0000000000']);
  });

  it('a declined card goes back to the form with the decline message and a fresh key for the next try', async () => {
    const { actor, keys } = startCheckout({
      placeOrder: async () => ({ order: order('failed', paymentMessages.declined), clientSecret: null }),
    });
    actor.send({ type: 'pay', request });
    const snapshot = await settled(actor);
    expect(snapshot.matches('ready')).toBe(true);
    expect(snapshot.context.notice).toEqual({ kind: 'declined', text: paymentMessages.declined });
    actor.send({ type: 'pay', request });
    await settled(actor);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a network error keeps the key, so paying again replays the same order', async () => {
    let attempts = 0;
    const { actor, keys } = startCheckout({
      placeOrder: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Could not reach the server.');
        return { order: order('paid'), clientSecret: null };
      },
    });
    actor.send({ type: 'pay', request });
    expect((await settled(actor)).context.notice).toEqual({ kind: 'error', text: 'Could not reach the server.' });
    actor.send({ type: 'pay', request });
    expect((await settled(actor)).matches('paid')).toBe(true);
    expect(keys).toEqual(['first-key-0000000000', 'first-key-0000000000']);
  });

  it('a key refused for a different cart (409) shows why and takes a fresh key', async () => {
    const { actor, keys } = startCheckout({
      placeOrder: async () => {
        throw new HttpError(409, 'This checkout was already used for a different cart.');
      },
    });
    actor.send({ type: 'pay', request });
    expect((await settled(actor)).context.notice?.text).toBe('This checkout was already used for a different cart.');
    actor.send({ type: 'pay', request });
    await settled(actor);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('Stripe: confirms the card with the client secret, then asks the server for the outcome', async () => {
    const { actor, calls } = startCheckout({
      placeOrder: async () => ({ order: order('pending'), clientSecret: 'pi_1_secret_2' }),
      confirmCard: async () => undefined,
      checkOrder: async () => order('paid'),
    });
    actor.send({ type: 'pay', request });
    expect((await settled(actor)).matches('paid')).toBe(true);
    expect(calls).toEqual(['placeOrder', 'confirmCard pi_1_secret_2', 'checkOrder']);
  });

  it('Stripe: a card Stripe.js declines is still settled by the server’s answer', async () => {
    const { actor } = startCheckout({
      placeOrder: async () => ({ order: order('pending'), clientSecret: 'pi_1_secret_2' }),
      confirmCard: async () => {
        throw new Error('Your card was declined.');
      },
      checkOrder: async () => order('failed', 'Your card was declined.'),
    });
    actor.send({ type: 'pay', request });
    expect((await settled(actor)).context.notice).toEqual({ kind: 'declined', text: 'Your card was declined.' });
  });

  it('a pending order is checked again until it settles', async () => {
    const answers = [order('pending'), order('pending'), order('paid')];
    const { actor, calls } = startCheckout({
      placeOrder: async () => ({ order: order('pending'), clientSecret: null }),
      checkOrder: async () => answers.shift() ?? order('paid'),
    });
    actor.send({ type: 'pay', request });
    expect((await settled(actor)).matches('paid')).toBe(true);
    expect(calls).toEqual(['placeOrder', 'checkOrder', 'checkOrder', 'checkOrder']);
  });

  it(`gives up after ${MAX_STATUS_CHECKS} waits and says the payment is still processing`, async () => {
    const { actor, calls } = startCheckout({
      placeOrder: async () => ({ order: order('pending'), clientSecret: null }),
      checkOrder: async () => order('pending'),
    });
    actor.send({ type: 'pay', request });
    const snapshot = await settled(actor);
    expect(snapshot.context.notice).toEqual({ kind: 'error', text: checkoutTexts.stillProcessing });
    expect(calls.filter((call) => call === 'checkOrder')).toHaveLength(MAX_STATUS_CHECKS - 1);
  });

  it('ignores Pay while a payment is in progress', async () => {
    let release: (placed: PlacedOrder) => void = () => undefined;
    const { actor, calls } = startCheckout({ placeOrder: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'pay', request });
    actor.send({ type: 'pay', request });
    release({ order: order('paid'), clientSecret: null });
    await settled(actor);
    expect(calls).toEqual(['placeOrder']);
  });
});
