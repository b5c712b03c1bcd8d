// Checkouts whose payment never finished: a Stripe shopper who closed the tab before confirming the card
// still holds the units checkout reserved. After a while the housekeeping closes the order. The PaymentIntent
// is cancelled first, so it can no longer be paid, and the order then fails and gives its units back once;
// if the shopper paid after all, Stripe refuses the cancel and the order is paid and keeps its units.
import { and, eq, lt } from 'drizzle-orm';
import { PAYMENT_EXPIRY_MINUTES } from '@shop/core/constants';
import { paymentMessages } from '@shop/core/payments';
import { orders } from '../db/index.ts';
import type { PaymentResult } from '../payments/index.ts';
import type { OrderDeps } from './deps.ts';
import { recordPayment } from './record-payment.ts';
import type { OrderRow } from './to-order.ts';

export const PAYMENT_EXPIRY_MS = PAYMENT_EXPIRY_MINUTES * 60_000;

const expired = (reference: string | null): PaymentResult => ({ status: 'failed', reference, message: paymentMessages.expired });

/** How the payment of an expired order ended, or null while nobody can tell. */
async function outcomeOf({ payments }: OrderDeps, order: OrderRow): Promise<PaymentResult | null> {
  // The browser only gets a client secret once the PaymentIntent is recorded: without one, nobody could pay.
  if (!order.paymentReference) return expired(null);
  // An order paid through Stripe while Stripe is no longer configured: only Stripe knows, so it waits.
  if (order.paymentProvider !== 'stripe' || payments.mode !== 'stripe') return null;
  const outcome = await payments.cancel(order.paymentReference);
  if (outcome.status === 'failed') return expired(outcome.reference);
  return outcome.status === 'paid' ? outcome : null;
}

/**
 * Closes the orders still pending `PAYMENT_EXPIRY_MS` after checkout; answers how many it settled. Safe on
 * several instances at once: an order only leaves `pending` once. One order Stripe cannot be asked about
 * does not hold up the others; it is tried again next time and the run reports the failure.
 */
export async function expireUnpaidOrders(deps: OrderDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - PAYMENT_EXPIRY_MS);
  const stale = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)));
  const outcomes = await Promise.allSettled(
    stale.map(async (order) => {
      const outcome = await outcomeOf(deps, order);
      if (outcome) await recordPayment(deps, order.id, outcome);
      return outcome !== null;
    }),
  );
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} unpaid order(s) could not be closed`);
  return outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
}
