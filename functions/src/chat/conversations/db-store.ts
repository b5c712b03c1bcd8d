// The chat store on the database tables chat_turns and chat_feedback. A turn the assistant could not answer
// and an unhelpful rating are announced (topic "unanswered"), so the admins' Unanswered page refreshes.
import { and, desc, eq, type SQLWrapper } from 'drizzle-orm';
import { chatFeedback, chatTurns, withWrites, type Db } from '../../db/index.ts';
import { writeAndAnnounce } from '../../events/index.ts';
import type { ChatStore, ChatTurn } from './store.ts';

/**
 * Records a turn, with `writes` (of other rows) before it in the same statement, all or nothing; a turn the
 * assistant could not answer is announced once stored.
 */
export async function recordTurnWith(db: Db, turn: ChatTurn, writes: readonly SQLWrapper[] = []): Promise<void> {
  const insert = db.insert(chatTurns).values(turn);
  await (turn.source === 'Fallback'
    ? writeAndAnnounce(db, [...writes, insert], { topic: 'unanswered' })
    : db.execute(withWrites(writes, insert.getSQL())));
}

export function databaseChatStore(db: Db): ChatStore {
  return {
    recordTurn: (turn) => recordTurnWith(db, turn),
    async recordFeedback(feedback) {
      const insert = db.insert(chatFeedback).values(feedback);
      await (feedback.sentiment === 'negative' ? writeAndAnnounce(db, insert, { topic: 'unanswered' }) : insert);
    },
    async intentOfTurn(message, response) {
      const [turn] = await db
        .select({ intent: chatTurns.intent })
        .from(chatTurns)
        .where(and(eq(chatTurns.message, message), eq(chatTurns.response, response)))
        .orderBy(desc(chatTurns.createdAt))
        .limit(1);
      return turn?.intent ?? null;
    },
  };
}
