// Conversations on the database: each has a random id that the widget keeps, and a conversation started
// by a logged-in customer answers to that customer only. An unknown id, or someone else's, starts a new
// conversation, so no one ever reads another customer's context.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { chatConversations, chatTurns, type Db } from '../../db/index.ts';
import { readFocus, type Focus } from './focus.ts';

export type Conversation = { id: string; userId: string | null; focus: Focus };

/** The conversation if this client may continue it: an anonymous one, or one of this customer's. */
export async function findConversation(db: Db, conversationId: string, userId: string | null): Promise<Conversation | null> {
  // An anonymous conversation is taken over by the customer who logs in during it; a customer's stays theirs.
  const owner =
    userId === null ? isNull(chatConversations.userId) : or(isNull(chatConversations.userId), eq(chatConversations.userId, userId));
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), owner))
    .limit(1);
  // What an anonymous visitor was looking at is no use once logged in, and could name orders: start afresh.
  return row ? { id: row.id, userId, focus: row.userId === userId ? readFocus(row.focus) : {} } : null;
}

/** The conversation this client may continue, or a new one. */
export async function openConversation(db: Db, conversationId: string | undefined, userId: string | null): Promise<Conversation> {
  const found = conversationId === undefined ? null : await findConversation(db, conversationId, userId);
  if (found) return found;
  const [row] = await db.insert(chatConversations).values({ userId }).returning({ id: chatConversations.id });
  if (!row) throw new Error('The conversation was not created.');
  return { id: row.id, userId, focus: {} };
}

export async function saveConversation(db: Db, conversation: Conversation): Promise<void> {
  await db
    .update(chatConversations)
    .set({ focus: conversation.focus, userId: conversation.userId, updatedAt: new Date() })
    .where(eq(chatConversations.id, conversation.id));
}

export type TranscriptLine = { message: string; response: string; createdAt: Date };

export async function transcriptOf(db: Db, conversationId: string): Promise<TranscriptLine[]> {
  return db
    .select({ message: chatTurns.message, response: chatTurns.response, createdAt: chatTurns.createdAt })
    .from(chatTurns)
    .where(eq(chatTurns.conversationId, conversationId))
    .orderBy(asc(chatTurns.createdAt), asc(chatTurns.id));
}
