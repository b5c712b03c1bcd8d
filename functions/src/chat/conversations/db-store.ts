// The chat store on the database tables chat_turns and chat_feedback.
import { and, desc, eq } from 'drizzle-orm';
import { chatFeedback, chatTurns, type Db } from '../../db/index.ts';
import type { ChatStore } from './store.ts';

export function databaseChatStore(db: Db): ChatStore {
  return {
    async recordTurn(turn) {
      await db.insert(chatTurns).values(turn);
    },
    async recordFeedback(feedback) {
      await db.insert(chatFeedback).values(feedback);
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
