// Work to do after a commit, written in the same transaction as the change that calls for it: if the
// change commits, the work is certain to be done; if it rolls back, there is nothing to do.
import { type Db, outbox } from '../db/index.ts';

/** An email, rendered when its event happened, so a later change to the order does not rewrite it. */
export type EmailJob = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** For the file name and logs, e.g. "order-1042-shipped". */ reference: string;
};
/** Money back through the payment provider; the key makes a retried refund the same refund. */
export type RefundJob = {
  orderId: string;
  paymentProvider: 'test' | 'stripe';
  paymentReference: string;
  amount: number;
  idempotencyKey: string;
};

/**
 * Files nothing uses any more (a replaced or deleted product's picture): each entry is a storage key or a
 * folder, removed with everything under it. Queued with the change, so a crash or a storage failure after
 * the commit leaves them to the worker rather than forgotten.
 */
export type FilesJob = { remove: string[] };

export type OutboxJob =
  { kind: 'email'; payload: EmailJob } | { kind: 'refund'; payload: RefundJob } | { kind: 'files'; payload: FilesJob };

export async function enqueue(tx: Db, job: OutboxJob): Promise<void> {
  await tx.insert(outbox).values({ kind: job.kind, payload: job.payload });
}
