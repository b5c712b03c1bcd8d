// The outbox's refund job: asks the payment provider for the money back, with the order's idempotency
// key (a retry after a timeout or a crash is the same refund), then records that it went through. A refund
// the provider refuses is marked failed, so the shopper and the admin see it has not gone through, and the
// outbox tries it again later with the same key.
import { and, eq, ne } from 'drizzle-orm';
import { type Db, orders } from '../db/index.ts';
import { announce } from '../events/index.ts';
import type { RefundJob } from '../outbox/index.ts';
import type { PaymentProvider } from '../payments/index.ts';

async function markRefund(db: Db, orderId: string, set: Pick<typeof orders.$inferInsert, 'refundStatus' | 'refundReference'>) {
  await db.transaction(async (tx) => {
    // A late failure never overwrites a refund that went through.
    await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, orderId), ne(orders.refundStatus, 'succeeded')));
    await announce(tx, { topic: 'orders', id: orderId });
  });
}

export function refundJob(db: Db, payments: PaymentProvider) {
  return async (job: RefundJob): Promise<void> => {
    if (job.paymentProvider !== payments.mode)
      throw new Error(`order ${job.orderId} was paid through ${job.paymentProvider}, which is not configured now`);
    const refund = await payments
      .refund({ paymentReference: job.paymentReference, amount: job.amount, idempotencyKey: job.idempotencyKey })
      .catch(async (error: unknown) => {
        await markRefund(db, job.orderId, { refundStatus: 'failed' });
        throw error;
      });
    await markRefund(db, job.orderId, { refundStatus: 'succeeded', refundReference: refund.reference });
  };
}
