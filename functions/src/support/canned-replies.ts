// The support team's canned replies: short texts an admin saves, edits and deletes, and inserts into a
// ticket's reply box. Shared by every admin, by title.
import { asc, eq } from 'drizzle-orm';
import { supportMessages, type CannedReply, type CannedReplyInput } from '@shop/core/support';
import { supportCannedReplies, type Db } from '../db/index.ts';
import { notFound } from '../errors.ts';

const toCannedReply = (row: typeof supportCannedReplies.$inferSelect): CannedReply => ({
  id: row.id,
  title: row.title,
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCannedReplies(db: Db): Promise<CannedReply[]> {
  const rows = await db.select().from(supportCannedReplies).orderBy(asc(supportCannedReplies.title), asc(supportCannedReplies.id));
  return rows.map(toCannedReply);
}

export async function saveCannedReply(db: Db, authorId: string, input: CannedReplyInput): Promise<CannedReply> {
  const [row] = await db
    .insert(supportCannedReplies)
    .values({ ...input, authorId })
    .returning();
  if (!row) throw new Error('The canned reply was not stored.');
  return toCannedReply(row);
}

export async function editCannedReply(db: Db, id: string, input: CannedReplyInput): Promise<CannedReply> {
  const [row] = await db
    .update(supportCannedReplies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(supportCannedReplies.id, id))
    .returning();
  if (!row) throw notFound(supportMessages.cannedNotFound);
  return toCannedReply(row);
}

export async function deleteCannedReply(db: Db, id: string): Promise<{ id: string }> {
  const [row] = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning({ id: supportCannedReplies.id });
  if (!row) throw notFound(supportMessages.cannedNotFound);
  return row;
}
