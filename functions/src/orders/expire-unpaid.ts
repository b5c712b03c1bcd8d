// Checkouts whose payment never finished: a Stripe shopper who closed the tab before confirming the card
// still holds the units checkout reserved, and so does a checkout the server stopped in (a crash) before it
// recorded a payment. After a while the housekeeping closes the order. The PaymentIntent is cancelled first, so
// it can no longer be paid, and the order then fails and gives its units back once; if the shopper paid after
// all, Stripe refuses the cancel and the order is paid and keeps its units.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { PAYMENT_EXPIRY_MINUTES } from '@shop/core/constants';
import { paymentMessages } from '@shop/core/payments';
import { orders } from '../db/index.ts';
import type { PaymentResult } from '../payments/index.ts';
import type { OrderDeps } from './deps.ts';
import { recordPayment } from './record-payment.ts';
import type { OrderRow } from './to-order.ts';

export const PAYMENT_EXPIRY_MS = PAYMENT_EXPIRY_MINUTES * 60_000;
/**
 * A checkout records its payment within its own request: the test card at once, a Stripe PaymentIntent within
 * about a minute (20 s a call, two retries). An order with no payment recorded this long after checkout was cut
 * off (the server stopped mid-checkout): nobody was given a way to pay it, so it need not wait half an hour.
 */
export const CHECKOUT_CUT_OFF_MS = 5 * 60_000;

const expired = (reference: string | null): PaymentResult => ({ status: 'failed', reference, message: paymentMessages.expired });

/**
 * Stops a pending order's payment: how it ended, or null while it may still go through (a checkout still
 * paying) or nobody can tell. A Stripe PaymentIntent is cancelled, so nobody can pay it afterwards.
 */
export async function closePendingPayment({ payments, now }: OrderDeps, order: OrderRow): Promise<PaymentResult | null> {
  // The browser only gets a client secret once the PaymentIntent is recorded: without one, nobody could pay.
  if (!order.paymentReference) return now().getTime() - order.createdAt.getTime() >= CHECKOUT_CUT_OFF_MS ? expired(null) : null;
  // An order paid through Stripe while Stripe is no longer configured: only Stripe knows, so it waits.
  if (order.paymentProvider !== 'stripe' || payments.mode !== 'stripe') return null;
  const outcome = await payments.cancel(order.paymentReference);
  if (outcome.status === 'failed') return expired(outcome.reference);
  return outcome.status === 'paid' ? outcome : null;
}

/**
 * Closes the orders still pending `PAYMENT_EXPIRY_MS` after checkout, and those cut off before a payment was
 * recorded `CHECKOUT_CUT_OFF_MS` after; answers how many it settled. Safe on
 * several instances at once: an order only leaves `pending` once. One order Stripe cannot be asked about
 * does not hold up the others; it is tried again next time and the run reports the failure.
 */
export async function expireUnpaidOrders(deps: OrderDeps): Promise<number> {
  const at = deps.now().getTime();
  const stale = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        or(
          lt(orders.createdAt, new Date(at - PAYMENT_EXPIRY_MS)),
          and(isNull(orders.paymentReference), lt(orders.createdAt, new Date(at - CHECKOUT_CUT_OFF_MS))),
        ),
      ),
    );
  const outcomes = await Promise.allSettled(
    stale.map(async (order) => {
      const outcome = await closePendingPayment(deps, order);
      if (outcome) await recordPayment(deps, order.id, outcome);
      return outcome !== null;
    }),
  );
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} unpaid order(s) could not be closed`);
  return outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
}
