// Conversations on the database. A logged-in customer has one conversation, the account's latest, which
// every tab and device continues; a visitor's belongs to the browser holding its cookie (owner.ts). An id
// sent by the client opens nothing, so no one reads or writes into another customer's conversation.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { chatConversations, chatTurns, prepared, withWrites, type Db } from '../../db/index.ts';
import { recordTurnWith } from './db-store.ts';
import { readFocus, type Focus } from './focus.ts';
import { newVisitorToken, visitorKeyOf, type ChatOwner } from './owner.ts';
import type { ChatTurn } from './store.ts';

export type Conversation = {
  id: string;
  userId: string | null;
  focus: Focus;
  /** When the customer last saw the conversation; a person's replies after it are unread. */
  seenAt: Date | null;
};

/**
 * The conversation; whether it is new, not written yet; and for a visitor's new one the token their browser's
 * cookie is to hold.
 */
export type OpenedConversation = { conversation: Conversation; isNew: boolean; visitorToken?: string };

type Row = typeof chatConversations.$inferSelect;

const toConversation = (row: Row): Conversation => ({
  id: row.id,
  userId: row.userId,
  focus: readFocus(row.focus),
  seenAt: row.customerSeenAt,
});

async function customerConversation(db: Db, userId: string): Promise<Conversation | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  return row ? toConversation(row) : null;
}

async function visitorConversation(db: Db, token: string | undefined): Promise<Conversation | null> {
  const key = visitorKeyOf(token);
  if (key === null) return null;
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.visitorKey, key), isNull(chatConversations.userId)))
    .limit(1);
  return row ? toConversation(row) : null;
}

/** The owner's conversation, or null when they have none (yet, or any more after the retention period). */
export function findConversation(db: Db, owner: ChatOwner): Promise<Conversation | null> {
  return owner.kind === 'customer' ? customerConversation(db, owner.userId) : visitorConversation(db, owner.token);
}

/**
 * A visitor who logs in keeps the conversation of this browser: it moves to the account. What it was about
 * is forgotten, since it could name orders; a ticket it was handed over with stays.
 */
async function adoptVisitorConversation(db: Db, userId: string, token: string | undefined): Promise<Conversation | null> {
  const key = visitorKeyOf(token);
  if (key === null) return null;
  const [row] = await db
    .update(chatConversations)
    .set({ userId, visitorKey: null, updatedAt: new Date() })
    .where(and(eq(chatConversations.visitorKey, key), isNull(chatConversations.userId)))
    .returning();
  if (!row) return null;
  const { ticketNumber } = readFocus(row.focus);
  return { ...toConversation(row), focus: ticketNumber === undefined ? {} : { ticketNumber } };
}

/**
 * The owner's conversation, or a new one (`isNew`) that is not written yet: `createConversation` writes it,
 * or `saveConversationWithTurn` with its first turn, so that a message the bot answers is one statement.
 */
export async function openConversation(db: Db, owner: ChatOwner): Promise<OpenedConversation> {
  const found = await findConversation(db, owner);
  if (found) return { conversation: found, isNew: false };
  if (owner.kind === 'customer') {
    const adopted = await adoptVisitorConversation(db, owner.userId, owner.visitorToken);
    if (adopted) return { conversation: adopted, isNew: false };
    return { conversation: newConversation(owner.userId), isNew: true };
  }
  return { conversation: newConversation(null), isNew: true, visitorToken: newVisitorToken() };
}

const newConversation = (userId: string | null): Conversation => ({ id: randomUUID(), userId, focus: {}, seenAt: null });

/** The write of a new conversation (its visitor's key, or its customer), or of an existing one's focus. */
function conversationWrite(db: Db, { conversation, isNew, visitorToken }: OpenedConversation) {
  const { id, userId, focus } = conversation;
  if (!isNew) return db.update(chatConversations).set({ focus, updatedAt: new Date() }).where(eq(chatConversations.id, id));
  return db.insert(chatConversations).values({ id, userId, visitorKey: visitorKeyOf(visitorToken), focus, updatedAt: new Date() });
}

/** Writes a new conversation, before anything is kept with it (a ticket, a visitor's address). */
export async function createConversation(db: Db, opened: OpenedConversation): Promise<void> {
  if (opened.isNew) await conversationWrite(db, opened);
}

export async function saveConversation(db: Db, conversation: Conversation): Promise<void> {
  await conversationWrite(db, { conversation, isNew: false });
}

/** The two writes of a message answered by the bot, each one statement built once (`prepared`). */
function turnWrites(db: Db) {
  const value = (name: string) => sql.placeholder(name);
  // Given as text (an ISO time), which the column reads: a placeholder holds no column to convert a Date with.
  const updatedAt = sql`${value('updatedAt')}`;
  const turn = db.insert(chatTurns).values({
    conversationId: value('id'),
    message: value('message'),
    response: value('response'),
    source: value('source'),
    intent: value('intent'),
    latencyMs: value('latencyMs'),
  });
  const created = db.insert(chatConversations).values({
    id: value('id'),
    userId: value('userId'),
    visitorKey: value('visitorKey'),
    focus: value('focus'),
    updatedAt,
  });
  const saved = db
    .update(chatConversations)
    .set({ focus: value('focus'), updatedAt })
    .where(eq(chatConversations.id, value('id')));
  return { created: prepared(withWrites([created], turn.getSQL())), saved: prepared(withWrites([saved], turn.getSQL())) };
}
let builtTurnWrites: ReturnType<typeof turnWrites> | undefined;

/** Saves the conversation (writes a new one) and records its turn, in one statement: both or neither. */
export async function saveConversationWithTurn(db: Db, opened: OpenedConversation, turn: ChatTurn): Promise<void> {
  const { conversation, isNew, visitorToken } = opened;
  // A turn the admins are told of is announced in the same statement, built as it runs.
  if (turn.source === 'Fallback') {
    await recordTurnWith(db, { ...turn, conversationId: conversation.id }, [conversationWrite(db, opened)]);
    return;
  }
  const writes = (builtTurnWrites ??= turnWrites(db));
  const { message, response, source, intent, latencyMs } = turn;
  const values = {
    id: conversation.id,
    focus: conversation.focus,
    updatedAt: new Date().toISOString(),
    message,
    response,
    source,
    intent,
    latencyMs,
  };
  await (isNew
    ? writes.created(db, { ...values, userId: conversation.userId, visitorKey: visitorKeyOf(visitorToken) })
    : writes.saved(db, values));
}

export async function markConversationSeen(db: Db, conversationId: string, at: Date): Promise<void> {
  await db.update(chatConversations).set({ customerSeenAt: at }).where(eq(chatConversations.id, conversationId));
}

export type TranscriptLine = { message: string; response: string; source: string; createdAt: Date };

export async function transcriptOf(db: Db, conversationId: string): Promise<TranscriptLine[]> {
  return db
    .select({ message: chatTurns.message, response: chatTurns.response, source: chatTurns.source, createdAt: chatTurns.createdAt })
    .from(chatTurns)
    .where(eq(chatTurns.conversationId, conversationId))
    .orderBy(asc(chatTurns.createdAt), asc(chatTurns.id));
}
