// Writes a payment's outcome onto its order: pending becomes paid or failed exactly once, through the
// lifecycle (timeline event, confirmation email, and a failed payment's reserved stock back on the shelf).
import { eq } from 'drizzle-orm';
import { orders } from '../db/index.ts';
import type { PaymentResult } from '../payments/index.ts';
import { applyTransition } from './apply-transition.ts';
import type { OrderDeps } from './deps.ts';

/** Only a pending order changes, so a late or repeated answer never overturns a settled one. */
export async function recordPayment(
  { db, now, wakeWorker }: Pick<OrderDeps, 'db' | 'now' | 'wakeWorker'>,
  orderId: string,
  result: PaymentResult,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || row.status !== 'pending') return;
    const at = now();
    switch (result.status) {
      case 'awaiting_confirmation':
        await tx.update(orders).set({ paymentReference: result.reference }).where(eq(orders.id, orderId));
        return;
      case 'paid':
        await applyTransition(
          tx,
          row,
          {
            to: 'paid',
            actor: 'system',
            actorUserId: null,
            set: { paymentReference: result.reference, cardBrand: result.card?.brand, cardLast4: result.card?.last4, paidAt: at },
          },
          at,
        );
        return;
      case 'failed':
        await applyTransition(
          tx,
          row,
          {
            to: 'failed',
            actor: 'system',
            actorUserId: null,
            note: result.message,
            set: { paymentReference: result.reference, paymentMessage: result.message },
          },
          at,
        );
        return;
    }
  });
  wakeWorker();
}
