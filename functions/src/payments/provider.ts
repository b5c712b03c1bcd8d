// The payment provider interface the orders service pays through. Two providers, two honest shapes:
// the test provider takes the card on our server and settles at once; Stripe opens a PaymentIntent
// that the browser confirms with Stripe directly, and we then ask Stripe how it ended.
import type { CardDetails } from '@shop/core/card';

export type PaymentResult =
  | { status: 'paid'; reference: string; card: { brand: string; last4: string } | null }
  | { status: 'failed'; reference: string | null; message: string }
  /** Stripe only: the browser still has to confirm the payment with this secret. */
  | { status: 'awaiting_confirmation'; reference: string; clientSecret: string };

/** What is being paid for: `orderId` also makes the provider's own idempotency key. */
export type PaymentRequest = { orderId: string; orderNumber: number; amount: number };

/** Money back on a settled payment; the same idempotency key never refunds twice. */
export type RefundRequest = { paymentReference: string; amount: number; idempotencyKey: string };
export type RefundResult = { reference: string };

export type TestPayments = {
  mode: 'test';
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Every refund made, once per idempotency key, as a processor's ledger would show them. */
  readonly refunds: ReadonlyArray<RefundRequest & RefundResult>;
  charge(request: PaymentRequest & { card: CardDetails }): Promise<Exclude<PaymentResult, { status: 'awaiting_confirmation' }>>;
};

/** What a Stripe event says happened, once its signature is checked: the payment and the shop's order it is for. */
export type PaymentEvent = { type: string; reference: string | null; orderId: string | null };

export type StripePayments = {
  mode: 'stripe';
  publishableKey: string;
  /**
   * Reads an event Stripe posted to the webhook, checking its signature against the webhook secret; null
   * where no secret is set. Throws WebhookSignatureError when the signature does not match.
   */
  readEvent(payload: string, signature: string): PaymentEvent | null;
  open(request: PaymentRequest): Promise<PaymentResult>;
  lookup(reference: string): Promise<PaymentResult>;
  /**
   * Cancels a PaymentIntent still waiting for a payment, so nobody can pay it any more, and answers how it
   * ended: failed, or paid when the shopper paid first.
   */
  cancel(reference: string): Promise<PaymentResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
};

export type PaymentProvider = TestPayments | StripePayments;

/** The provider could not be reached or refused our request; nobody has been charged. */
export class PaymentUnavailableError extends Error {}

/** A webhook event not signed with this shop's secret: nobody may tell the shop a payment ended. */
export class WebhookSignatureError extends Error {}

/** The provider refused the refund for good (e.g. the charge was already refunded): asking again cannot help. */
export class RefundRefusedError extends Error {}
