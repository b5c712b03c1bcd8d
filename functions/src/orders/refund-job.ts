// The outbox's refund job: asks the payment provider for the money back, with the order's idempotency
// key (a retry after a timeout or a crash is the same refund), then records that it went through. While
// the provider cannot be reached the refund shows as retrying and the outbox tries again with backoff; a
// refund that can never go through that way (the provider refused it, or this server no longer takes
// payments through the provider that was paid) or that kept failing is given up: marked failed with the
// reason, for the admin to refund by hand.
import { and, eq, ne } from 'drizzle-orm';
import { type Db, orderRefunds, orders } from '../db/index.ts';
import { announceOrder } from '../events/index.ts';
import { enqueue, type JobHandler, PermanentJobError, type RefundJob } from '../outbox/index.ts';
import { type PaymentProvider, RefundRefusedError } from '../payments/index.ts';

type RefundMark = Pick<typeof orders.$inferInsert, 'refundStatus' | 'refundReference' | 'refundFailure'>;

/** Marks the order's whole refund, or the admin's refund of part of it the job pays, inside `tx`. */
async function markRefundIn(tx: Db, job: RefundJob, set: RefundMark) {
  // A late failure never overwrites a refund that went through.
  if (job.refundId) {
    await tx
      .update(orderRefunds)
      .set({ status: set.refundStatus ?? undefined, reference: set.refundReference, failure: set.refundFailure })
      .where(and(eq(orderRefunds.id, job.refundId), ne(orderRefunds.status, 'succeeded')));
  } else {
    await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, job.orderId), ne(orders.refundStatus, 'succeeded')));
  }
  const [order] = await tx.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.id, job.orderId));
  if (order) await announceOrder(tx, order);
}

const markRefund = (db: Db, job: RefundJob, set: RefundMark) => db.transaction((tx) => markRefundIn(tx, job, set));

/**
 * Queues the refund inside the change that grants it. A job the outbox cannot read (a provider this server does not
 * know) is never tried, so the refund is marked failed at once, with why, for the admin to refund by hand.
 */
export async function queueRefund(tx: Db, job: RefundJob): Promise<void> {
  const queued = await enqueue(tx, { kind: 'refund', payload: job });
  if (!queued.isQueued) await markRefundIn(tx, job, { refundStatus: 'failed', refundFailure: queued.problem });
}

const providerNames: Record<RefundJob['paymentProvider'], string> = { stripe: 'Stripe', test: 'the test payment provider' };

/** Why the refund cannot go through the provider the order was paid with, or null when it can. */
const unconfiguredReason = (job: RefundJob, payments: PaymentProvider) =>
  job.paymentProvider === payments.mode
    ? null
    : `Order paid through ${providerNames[job.paymentProvider]}, which this server is not set up for now (it takes payments through ${providerNames[payments.mode]}): refund it through ${providerNames[job.paymentProvider]} directly.`;

export function refundJob(db: Db, payments: PaymentProvider): JobHandler<RefundJob> {
  return {
    async run(job) {
      const unconfigured = unconfiguredReason(job, payments);
      if (unconfigured) throw new PermanentJobError(unconfigured);
      const refund = await payments
        .refund({ paymentReference: job.paymentReference, amount: job.amount, idempotencyKey: job.idempotencyKey })
        .catch(async (error: unknown) => {
          if (error instanceof RefundRefusedError)
            throw new PermanentJobError(`${providerNames[job.paymentProvider]} refused the refund: ${error.message}`);
          await markRefund(db, job, { refundStatus: 'retrying' });
          throw error;
        });
      await markRefund(db, job, { refundStatus: 'succeeded', refundReference: refund.reference, refundFailure: null });
    },
    giveUp: (job, reason) => markRefund(db, job, { refundStatus: 'failed', refundFailure: reason }),
  };
}
