// The outbox's refund job of an order, for tests that check how the worker left it.
import { and, eq, sql } from 'drizzle-orm';
import { type Db, outbox } from '@shop/functions/db';

export async function refundJobOf(db: Db, orderId: string) {
  const [job] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'refund'), sql`${outbox.payload}->>'orderId' = ${orderId}`));
  if (!job) throw new Error(`no refund job for ${orderId}`);
  return job;
}

/** Makes the job due now, as if its backoff had passed. */
export async function makeDue(db: Db, jobId: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(outbox.id, jobId));
}
