// Paying for the cart: place the order under an idempotency key, confirm the card
// with Stripe when the server asks for it, then wait for the server's word that the order is paid.
// A decline keeps the cart and starts a fresh attempt (a new key); a network error keeps the key, so
// pressing Pay again replays the same order instead of making a second one.
import { assign, fromPromise, setup } from 'xstate';
import { checkoutTexts } from '@shop/core/checkout-texts';
import type { Order, OrderRequestInput, PlacedOrder } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';

export type CheckoutRequest = Omit<OrderRequestInput, 'idempotencyKey'>;
export type CheckoutNotice = { kind: 'declined' | 'error'; text: string };

type Context = {
  idempotencyKey: string;
  order: Order | null;
  clientSecret: string | null;
  notice: CheckoutNotice | null;
  statusChecks: number;
};

/** Waits (of `statusCheck` each) for a pending order before the shopper is told to look at My orders later. */
export const MAX_STATUS_CHECKS = 20;

const errorNotice = (error: unknown): CheckoutNotice => ({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
/** 409: the key was used for a different cart (e.g. the cart changed after a reload mid-payment). */
const isReusedKey = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

export const checkoutMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { idempotencyKey: string },
    events: {} as { type: 'pay'; request: CheckoutRequest },
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, OrderRequestInput>(async () => {
      throw new Error('placeOrder is provided by the app');
    }),
    /** Stripe only: confirms the PaymentIntent in the browser; the server then asks Stripe how it went. */
    confirmCard: fromPromise<void, { clientSecret: string }>(async () => {
      throw new Error('confirmCard is provided by the app');
    }),
    checkOrder: fromPromise<Order, { orderId: string }>(async () => {
      throw new Error('checkOrder is provided by the app');
    }),
  },
  delays: { statusCheck: 1000 },
  guards: {
    isPaid: ({ context }) => context.order?.status === 'paid',
    isFailed: ({ context }) => context.order?.status === 'failed',
    hasWaitedTooLong: ({ context }) => context.statusChecks >= MAX_STATUS_CHECKS,
  },
  actions: {
    noteDecline: assign(({ context }) => ({
      notice: { kind: 'declined' as const, text: context.order?.paymentMessage ?? paymentMessages.declined },
    })),
    startNewAttempt: assign({ idempotencyKey: () => crypto.randomUUID() }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    idempotencyKey: input.idempotencyKey,
    order: null,
    clientSecret: null,
    notice: null,
    statusChecks: 0,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        pay: { target: 'placing', actions: assign({ notice: null, statusChecks: 0 }) },
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context, event }) => ({ ...event.request, idempotencyKey: context.idempotencyKey }),
        onDone: [
          {
            guard: ({ event }) => event.output.order.status === 'pending' && event.output.clientSecret !== null,
            target: 'confirmingCard',
            actions: assign(({ event }) => ({ order: event.output.order, clientSecret: event.output.clientSecret })),
          },
          { target: 'settling', actions: assign(({ event }) => ({ order: event.output.order })) },
        ],
        onError: [
          {
            guard: ({ event }) => isReusedKey(event.error),
            target: 'ready',
            actions: [assign(({ event }) => ({ notice: errorNotice(event.error) })), 'startNewAttempt'],
          },
          { target: 'ready', actions: assign(({ event }) => ({ notice: errorNotice(event.error) })) },
        ],
      },
    },
    confirmingCard: {
      invoke: {
        src: 'confirmCard',
        input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
        // Stripe.js reports declines too, but the order's status comes from the server, which asks Stripe.
        onDone: 'checking',
        onError: 'checking',
      },
    },
    checking: {
      invoke: {
        src: 'checkOrder',
        input: ({ context }) => ({ orderId: context.order?.id ?? '' }),
        onDone: { target: 'settling', actions: assign(({ event }) => ({ order: event.output })) },
        onError: { target: 'ready', actions: assign(({ event }) => ({ notice: errorNotice(event.error) })) },
      },
    },
    /** Reads the order the server answered with: paid, declined, or still pending. */
    settling: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isFailed', target: 'ready', actions: ['noteDecline', 'startNewAttempt'] },
        { target: 'waiting' },
      ],
    },
    waiting: {
      entry: assign(({ context }) => ({ statusChecks: context.statusChecks + 1 })),
      always: {
        guard: 'hasWaitedTooLong',
        target: 'ready',
        actions: assign({ notice: { kind: 'error', text: checkoutTexts.stillProcessing } }),
      },
      after: { statusCheck: 'checking' },
    },
    paid: { type: 'final' },
  },
});
