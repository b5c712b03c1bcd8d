// Writes a payment's outcome onto its order: pending becomes paid or failed exactly once.
import { and, eq } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { announce } from '../events/live-feed.ts';
import type { PaymentResult } from '../payments/provider.ts';
import type { OrderDeps } from './deps.ts';

function changesFor(result: PaymentResult, now: Date): Partial<typeof orders.$inferInsert> {
  switch (result.status) {
    case 'paid':
      return {
        status: 'paid',
        paymentReference: result.reference,
        cardBrand: result.card?.brand,
        cardLast4: result.card?.last4,
        paidAt: now,
      };
    case 'failed':
      return { status: 'failed', paymentReference: result.reference, paymentMessage: result.message };
    case 'awaiting_confirmation':
      return { paymentReference: result.reference };
  }
}

/** Only a pending order changes, so a late or repeated answer never overturns a settled one. */
export async function recordPayment({ db, now }: Pick<OrderDeps, 'db' | 'now'>, orderId: string, result: PaymentResult): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set(changesFor(result, now()))
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (updated.length > 0) await announce(tx, { topic: 'orders', id: orderId });
  });
}
