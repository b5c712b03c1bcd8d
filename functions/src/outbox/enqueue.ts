// Work to do after a commit, written in the same transaction as the change that calls for it: if the
// change commits, the work is certain to be done; if it rolls back, there is nothing to do.
import { z } from 'zod';
import { type Db, outbox } from '../db/index.ts';

/** An email, rendered when its event happened, so a later change to the order does not rewrite it. */
const emailJob = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** For the file name and logs, e.g. "order-1042-shipped". */
  reference: z.string(),
});
/** Money back through the payment provider; the key makes a retried refund the same refund. */
const refundJob = z.object({
  orderId: z.string(),
  paymentProvider: z.enum(['test', 'stripe']),
  paymentReference: z.string(),
  amount: z.number().int().nonnegative(),
  idempotencyKey: z.string(),
  /** The admin's refund of part of the order this job pays, absent for a refund of the whole order by a status change. */
  refundId: z.string().optional(),
});
/**
 * Files nothing uses any more (a replaced or deleted product's picture): each entry is a storage key or a
 * folder, removed with everything under it. Queued with the change, so a crash or a storage failure after
 * the commit leaves them to the worker rather than forgotten.
 */
const filesJob = z.object({ remove: z.array(z.string()) });
/** Units of a product came back on the shelf: whoever asked to be told about it (or its variant) is emailed. */
const restockJob = z.object({ productId: z.string() });
/**
 * A person's reply to a support ticket, emailed to the customer unless they have read it in the chat by the
 * time the job is due: the support area renders it then.
 */
const supportReplyJob = z.object({ messageId: z.uuid() });

/**
 * Someone asked for a password-reset link for this address. The request only queues this, whatever the
 * address, so it takes the same time for an account and for a stranger; the worker looks the account up.
 */
const passwordResetJob = z.object({ email: z.string() });

/** A job as the worker reads it back: the payload is checked, since the row may be older than this server. */
const outboxJob = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), payload: emailJob }),
  z.object({ kind: z.literal('refund'), payload: refundJob }),
  z.object({ kind: z.literal('files'), payload: filesJob }),
  z.object({ kind: z.literal('restock'), payload: restockJob }),
  z.object({ kind: z.literal('supportReply'), payload: supportReplyJob }),
  z.object({ kind: z.literal('passwordReset'), payload: passwordResetJob }),
]);

export type EmailJob = z.infer<typeof emailJob>;
export type RefundJob = z.infer<typeof refundJob>;
export type FilesJob = z.infer<typeof filesJob>;
export type RestockJob = z.infer<typeof restockJob>;
export type SupportReplyJob = z.infer<typeof supportReplyJob>;
export type PasswordResetJob = z.infer<typeof passwordResetJob>;
export type OutboxJob = z.infer<typeof outboxJob>;

/** How much of a failure's reason a job row keeps. */
export const lastErrorOf = (reason: string): string => reason.slice(0, 1000);

/** A job whose payload is the one its kind carries, or why it cannot be done. */
export type ReadJob = { job: OutboxJob; problem?: never } | { job?: never; problem: string };

export function readJob(kind: string, payload: unknown): ReadJob {
  const read = outboxJob.safeParse({ kind, payload });
  return read.success ? { job: read.data } : { problem: `The job's payload cannot be read: ${z.prettifyError(read.error)}` };
}

/** Whether a job was queued, or why it was kept as failed instead. */
export type Queued = { isQueued: true; problem?: never } | { isQueued: false; problem: string };

/**
 * `dueAt`: when the job is to be done, if not at once. A payload its kind does not carry is kept as a failed
 * job with the reason, never tried: the change that queued it still commits, and the caller is told why, to
 * record what the job was for as failed (a refund) in the same transaction.
 */
export async function enqueue(tx: Db, job: OutboxJob, dueAt?: Date): Promise<Queued> {
  const read = readJob(job.kind, job.payload);
  await tx
    .insert(outbox)
    .values(
      read.job
        ? { kind: read.job.kind, payload: read.job.payload, ...(dueAt ? { nextAttemptAt: dueAt } : {}) }
        : { kind: job.kind, payload: job.payload, failedAt: new Date(), lastError: lastErrorOf(read.problem) },
    );
  return read.job ? { isQueued: true } : { isQueued: false, problem: read.problem };
}
