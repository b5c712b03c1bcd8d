// The chat store on the database tables chat_turns and chat_feedback. A turn the assistant could not answer
// and an unhelpful rating are announced (topic "unanswered"), so the admins' Unanswered page refreshes.
import { and, desc, eq } from 'drizzle-orm';
import { chatFeedback, chatTurns, type Db } from '../../db/index.ts';
import { writeAndAnnounce } from '../../events/index.ts';
import type { ChatStore } from './store.ts';

export function databaseChatStore(db: Db): ChatStore {
  return {
    async recordTurn(turn) {
      const insert = db.insert(chatTurns).values(turn);
      await (turn.source === 'Fallback' ? writeAndAnnounce(db, insert, { topic: 'unanswered' }) : insert);
    },
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
