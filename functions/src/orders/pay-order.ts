// Pays a freshly placed order through the configured provider, and reads back where a payment stands.
import type { PaymentInput } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { DomainError, invalid } from '../errors.ts';
import {
  type PaymentProvider,
  type PaymentRequest,
  type PaymentResult,
  PaymentUnavailableError,
  type StripePayments,
} from '../payments/index.ts';
import type { OrderDeps } from './deps.ts';
import { recordPayment } from './record-payment.ts';
import type { OrderRow } from './to-order.ts';

export type Pay = (request: PaymentRequest) => Promise<PaymentResult>;

const paymentUnavailable = () => new DomainError('provider_unavailable', paymentMessages.unavailable, { code: 'payment_unavailable' });

/** Matches the card form's payment to the provider; a form from before a configuration change is refused. */
export function choosePayment(payments: PaymentProvider, payment: PaymentInput): Pay {
  if (payments.mode === 'stripe' && payment.method === 'stripe') return (request) => payments.open(request);
  if (payments.mode === 'test' && payment.method === 'test-card') return (request) => payments.charge({ ...request, card: payment.card });
  throw invalid(paymentMessages.wrongMethod);
}

/** Starts the payment of a new order; a provider that cannot be reached fails the order, unpaid. */
export async function payOrder(deps: OrderDeps, order: OrderRow, pay: Pay): Promise<PaymentResult> {
  try {
    const result = await pay({ orderId: order.id, orderNumber: order.number, amount: order.total });
    await recordPayment(deps, order.id, result);
    return result;
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    await recordPayment(deps, order.id, { status: 'failed', reference: null, message: paymentMessages.unavailable });
    throw paymentUnavailable();
  }
}

/**
 * A failed Stripe payment is cancelled at Stripe before its order fails and gives its units back: a declined
 * PaymentIntent could otherwise still be paid with another card, for an order that no longer holds its
 * goods. If the shopper paid first, Stripe refuses the cancel and the payment counts as paid.
 */
export async function closeFailedPayment(payments: StripePayments, result: PaymentResult): Promise<PaymentResult> {
  if (result.status !== 'failed' || !result.reference) return result;
  const closed = await payments.cancel(result.reference);
  return closed.status === 'failed' ? result : closed;
}

const rethrowAsUnavailable = (error: unknown): never => {
  throw error instanceof PaymentUnavailableError ? paymentUnavailable() : error;
};

/**
 * Where a Stripe payment stands now, asked of Stripe (the browser's word is not proof of payment).
 * A test payment settles inside `payOrder`, so only a pending Stripe order has anything to ask.
 */
export async function refreshPayment(deps: OrderDeps, order: OrderRow): Promise<PaymentResult | null> {
  const { payments } = deps;
  if (order.status !== 'pending' || !order.paymentReference || payments.mode !== 'stripe') return null;
  const result = await payments
    .lookup(order.paymentReference)
    .then((found) => closeFailedPayment(payments, found))
    .catch(rethrowAsUnavailable);
  await recordPayment(deps, order.id, result);
  return result;
}
