// The owner's answers on the database: written, edited, disabled and deleted by admins, each change kept in
// owner_answer_changes with who made it and when, and announced on the live feed (topic "answers") in the
// same transaction, so every instance's assistant takes it up at once (answers-cache.ts).
import { aliasedTable, asc, desc, eq } from 'drizzle-orm';
import {
  ownerAnswerMessages,
  type OwnerAnswerChange,
  type OwnerAnswerChangeView,
  type OwnerAnswerFields,
  type OwnerAnswerView,
} from '@shop/core/owner-answers';
import { ownerAnswerChanges, ownerAnswers, users, type Db } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { announce } from '../events/index.ts';
import type { TaughtAnswer } from './answer-matcher.ts';

type Row = typeof ownerAnswers.$inferSelect;

const fieldsOf = (row: Row): OwnerAnswerFields => ({
  text: row.text,
  link: row.linkLabel !== null && row.linkPath !== null ? { label: row.linkLabel, href: row.linkPath } : null,
  examples: row.examples,
  isEnabled: row.isEnabled,
});

const columnsOf = (fields: Partial<OwnerAnswerFields>) => ({
  ...(fields.text !== undefined ? { text: fields.text } : {}),
  ...(fields.link !== undefined ? { linkLabel: fields.link?.label ?? null, linkPath: fields.link?.href ?? null } : {}),
  ...(fields.examples !== undefined ? { examples: fields.examples } : {}),
  ...(fields.isEnabled !== undefined ? { isEnabled: fields.isEnabled } : {}),
});

const creator = aliasedTable(users, 'creator');
const editor = aliasedTable(users, 'editor');

export async function listOwnerAnswers(db: Db): Promise<OwnerAnswerView[]> {
  const rows = await db
    .select({ answer: ownerAnswers, createdBy: creator.displayName, updatedBy: editor.displayName })
    .from(ownerAnswers)
    .leftJoin(creator, eq(creator.id, ownerAnswers.createdById))
    .leftJoin(editor, eq(editor.id, ownerAnswers.updatedById))
    .orderBy(desc(ownerAnswers.updatedAt), asc(ownerAnswers.id));
  return rows.map(({ answer, createdBy, updatedBy }) => ({
    id: answer.id,
    ...fieldsOf(answer),
    createdAt: answer.createdAt.toISOString(),
    updatedAt: answer.updatedAt.toISOString(),
    createdBy,
    updatedBy,
  }));
}

/** The enabled answers, as the assistant matches them. */
export async function enabledOwnerAnswers(db: Db): Promise<TaughtAnswer[]> {
  const rows = await db.select().from(ownerAnswers).where(eq(ownerAnswers.isEnabled, true)).orderBy(asc(ownerAnswers.createdAt));
  return rows.map((row) => ({ id: row.id, text: row.text, link: fieldsOf(row).link, examples: row.examples }));
}

async function findOwnerAnswer(db: Db, id: string): Promise<OwnerAnswerView> {
  const found = (await listOwnerAnswers(db)).find((answer) => answer.id === id);
  if (!found) throw notFound(ownerAnswerMessages.notFound);
  return found;
}

async function recordChange(db: Db, answerId: string, change: OwnerAnswerChange, actorUserId: string, row: Row) {
  await db.insert(ownerAnswerChanges).values({ answerId, change, actorUserId, snapshot: fieldsOf(row) });
  await announce(db, { topic: 'answers', id: answerId });
}

export async function createOwnerAnswer(db: Db, actorUserId: string, fields: OwnerAnswerFields): Promise<OwnerAnswerView> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ownerAnswers)
      .values({ ...columnsOf(fields), text: fields.text, examples: fields.examples, createdById: actorUserId, updatedById: actorUserId })
      .returning();
    if (!row) throw new Error('The answer was not stored.');
    await recordChange(tx, row.id, 'created', actorUserId, row);
    return row.id;
  });
  return findOwnerAnswer(db, id);
}

/** What a change was: turning the answer on or off alone says so; anything else is an edit. */
const changeOf = (fields: Partial<OwnerAnswerFields>, before: Row): OwnerAnswerChange => {
  const onlyToggles = Object.keys(fields).every((key) => key === 'isEnabled');
  if (onlyToggles && fields.isEnabled !== undefined && fields.isEnabled !== before.isEnabled) {
    return fields.isEnabled ? 'enabled' : 'disabled';
  }
  return 'edited';
};

export async function editOwnerAnswer(
  db: Db,
  actorUserId: string,
  id: string,
  fields: Partial<OwnerAnswerFields>,
): Promise<OwnerAnswerView> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(ownerAnswers).where(eq(ownerAnswers.id, id)).for('update');
    if (!before) throw notFound(ownerAnswerMessages.notFound);
    const [row] = await tx
      .update(ownerAnswers)
      .set({ ...columnsOf(fields), updatedById: actorUserId, updatedAt: new Date() })
      .where(eq(ownerAnswers.id, id))
      .returning();
    if (!row) throw notFound(ownerAnswerMessages.notFound);
    await recordChange(tx, id, changeOf(fields, before), actorUserId, row);
  });
  return findOwnerAnswer(db, id);
}

export async function deleteOwnerAnswer(db: Db, actorUserId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(ownerAnswers).where(eq(ownerAnswers.id, id)).returning();
    if (!row) throw notFound(ownerAnswerMessages.notFound);
    await recordChange(tx, id, 'deleted', actorUserId, row);
    return { id };
  });
}

/** The answer's history, newest first: what changed, who changed it, when; kept after a deletion. */
export async function ownerAnswerHistory(db: Db, id: string): Promise<OwnerAnswerChangeView[]> {
  const rows = await db
    .select({ change: ownerAnswerChanges.change, by: users.displayName, at: ownerAnswerChanges.createdAt })
    .from(ownerAnswerChanges)
    .leftJoin(users, eq(users.id, ownerAnswerChanges.actorUserId))
    .where(eq(ownerAnswerChanges.answerId, id))
    .orderBy(desc(ownerAnswerChanges.createdAt), desc(ownerAnswerChanges.id));
  return rows.map((row) => ({ change: row.change, by: row.by, at: row.at.toISOString() }));
}
