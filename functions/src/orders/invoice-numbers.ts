// Invoices and credit notes get their numbers here, inside the transaction that marks the order paid or
// records the refund: the number and the change commit together or not at all, so the series has no gaps.
import { eq, sql } from 'drizzle-orm';
import { creditNotes, type Db, documentCounters, orders } from '../db/index.ts';

type Series = (typeof documentCounters.$inferSelect)['series'];

/**
 * The next number of a series: its counter row plus one, created at 1. The row stays locked until the
 * caller's transaction ends, so concurrent issuers (on any instance) take numbers one after another, and a
 * transaction that rolls back gives its number back.
 */
async function nextNumber(tx: Db, series: Series): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentCounters.series, set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error(`No number was given in the ${series} series.`);
  return row.lastNumber;
}

/** The columns that give an order being paid its invoice. */
export async function invoiceFor(tx: Db, now: Date): Promise<Pick<typeof orders.$inferInsert, 'invoiceNumber' | 'invoicedAt'>> {
  return { invoiceNumber: await nextNumber(tx, 'invoice'), invoicedAt: now };
}

/** A credit note for money given back on an order, when the order was invoiced (the sample history was not). */
export async function issueCreditNote(
  tx: Db,
  { orderId, refundId, amount, now }: { orderId: string; refundId: string | null; amount: number; now: Date },
): Promise<void> {
  const [order] = await tx.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId));
  if (order?.invoiceNumber === null || order === undefined || amount <= 0) return;
  await tx.insert(creditNotes).values({ number: await nextNumber(tx, 'credit_note'), orderId, refundId, amount, issuedAt: now });
}
