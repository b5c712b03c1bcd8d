// The outbox's refund job: asks the payment provider for the money back, with the order's idempotency
// key (a retry after a timeout or a crash is the same refund), then records that it went through.
import { eq } from 'drizzle-orm';
import { type Db, orders } from '../db/index.ts';
import { announce } from '../events/index.ts';
import type { RefundJob } from '../outbox/index.ts';
import type { PaymentProvider } from '../payments/index.ts';

export function refundJob(db: Db, payments: PaymentProvider) {
  return async (job: RefundJob): Promise<void> => {
    if (job.paymentProvider !== payments.mode)
      throw new Error(`order ${job.orderId} was paid through ${job.paymentProvider}, which is not configured now`);
    const { reference } = await payments.refund({
      paymentReference: job.paymentReference,
      amount: job.amount,
      idempotencyKey: job.idempotencyKey,
    });
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ refundStatus: 'succeeded', refundReference: reference }).where(eq(orders.id, job.orderId));
      await announce(tx, { topic: 'orders', id: job.orderId });
    });
  };
}
