// Stripe: the server opens a PaymentIntent for the order's total (never trusting a browser's amount);
// the browser confirms it with Stripe Elements; the server then reads the outcome back from Stripe. Stripe's
// library loads only when Stripe is configured: a shop in test mode never holds it (about 4 MB of heap).
import type Stripe from 'stripe';
import { paymentMessages } from '@shop/core/payments';
import {
  PaymentUnavailableError,
  RefundRefusedError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentResult,
  type StripePayments,
} from './provider.ts';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  /** The signing secret of the shop's webhook endpoint (whsec_...); without it the webhook is off. */
  webhookSecret?: string;
  /** Where Stripe's API is; tests point it at a local server that replays Stripe's responses. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

function fromIntent(intent: Stripe.PaymentIntent): PaymentResult {
  const reference = intent.id;
  if (intent.status === 'succeeded') {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return { status: 'paid', reference, card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null };
  }
  if (intent.status === 'canceled') return { status: 'failed', reference, message: paymentMessages.cancelled };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { status: 'failed', reference, message: intent.last_payment_error.message ?? paymentMessages.declined };
  }
  if (!intent.client_secret) throw new PaymentUnavailableError(`PaymentIntent ${intent.id} has no client secret`);
  return { status: 'awaiting_confirmation', reference, clientSecret: intent.client_secret };
}

type StripeErrors = typeof Stripe.errors;

/** How Stripe's failures read to the shop, by Stripe's error classes (from the library once loaded). */
function errorReadings(errors: StripeErrors) {
  /** Stripe's own errors (network, keys, limits) mean nobody was charged: the caller reports "unavailable". */
  const toUnavailable = (error: unknown): unknown =>
    error instanceof errors.StripeError ? new PaymentUnavailableError(error.message, { cause: error }) : error;
  return {
    toUnavailable,
    async callStripe<T>(request: () => Promise<T>): Promise<T> {
      try {
        return await request();
      } catch (error) {
        throw toUnavailable(error);
      }
    },
    /**
     * Stripe answered that the request itself cannot succeed (400, 402, 404: e.g. already refunded, nothing to
     * refund); unlike a network failure, a 5xx, a rate limit (429), a concurrent request (409) or keys being
     * changed (401, 403), which are worth trying again.
     */
    isRefusal: (error: unknown): error is Stripe.errors.StripeError =>
      error instanceof errors.StripeError && [400, 402, 404].includes(error.statusCode ?? 0),
    isUnexpectedState: (error: unknown) => error instanceof errors.StripeError && error.code === 'payment_intent_unexpected_state',
    isBadSignature: (error: unknown) => error instanceof errors.StripeSignatureVerificationError,
  };
}

/** The PaymentIntent an event is about, with the order the shop wrote into its metadata when opening it. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> | null };
  if (object.object !== 'payment_intent' || !object.id) return { type: event.type, reference: null, orderId: null };
  return { type: event.type, reference: object.id, orderId: object.metadata?.orderId ?? null };
}

export async function createStripePayments({ secretKey, publishableKey, webhookSecret, api }: StripeSettings): Promise<StripePayments> {
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...api });
  const { toUnavailable, callStripe, isRefusal, isUnexpectedState, isBadSignature } = errorReadings(StripeClient.errors);
  const lookup = async (reference: string) =>
    fromIntent(await callStripe(() => stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] })));
  return {
    mode: 'stripe',
    publishableKey,
    readEvent(payload, signature) {
      if (!webhookSecret) return null;
      try {
        return toPaymentEvent(stripe.webhooks.constructEvent(payload, signature, webhookSecret));
      } catch (error) {
        if (isBadSignature(error)) throw new WebhookSignatureError(error.message);
        throw error;
      }
    },
    async open({ orderId, orderNumber, amount }) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: 'gbp',
            allowed_payment_method_types: ['card'],
            description: `Multimart order #${orderNumber}`,
            metadata: { orderId, orderNumber: String(orderNumber) },
          },
          // Stripe keeps this key for 24 hours: a retried request never opens a second PaymentIntent.
          { idempotencyKey: `order-${orderId}` },
        ),
      );
      return fromIntent(intent);
    },
    async refund({ paymentReference, amount, idempotencyKey }) {
      const refund = await stripe.refunds
        .create({ payment_intent: paymentReference, amount }, { idempotencyKey })
        .catch((error: unknown) => {
          throw isRefusal(error) ? new RefundRefusedError(error.message, { cause: error }) : toUnavailable(error);
        });
      return { reference: refund.id };
    },
    lookup,
    async cancel(reference) {
      // Stripe refuses to cancel a PaymentIntent that succeeded (or was cancelled) meanwhile: then it says how it ended.
      const cancelled = await stripe.paymentIntents.cancel(reference).catch((error: unknown) => {
        if (isUnexpectedState(error)) return null;
        throw toUnavailable(error);
      });
      return cancelled ? fromIntent(cancelled) : lookup(reference);
    },
  };
}
