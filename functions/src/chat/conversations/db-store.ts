// The chat store on the database tables chat_turns and chat_feedback. A turn the assistant could not answer
// and an unhelpful rating are announced (topic "unanswered"), so the admins' Unanswered page refreshes.
import { and, desc, eq } from 'drizzle-orm';
import { chatFeedback, chatTurns, type Db } from '../../db/index.ts';
import { announce } from '../../events/index.ts';
import type { ChatStore } from './store.ts';

export function databaseChatStore(db: Db): ChatStore {
  return {
    async recordTurn(turn) {
      if (turn.source !== 'Fallback') {
        await db.insert(chatTurns).values(turn);
        return;
      }
      await db.transaction(async (tx) => {
        await tx.insert(chatTurns).values(turn);
        await announce(tx, { topic: 'unanswered' });
      });
    },
    async recordFeedback(feedback) {
      if (feedback.sentiment !== 'negative') {
        await db.insert(chatFeedback).values(feedback);
        return;
      }
      await db.transaction(async (tx) => {
        await tx.insert(chatFeedback).values(feedback);
        await announce(tx, { topic: 'unanswered' });
      });
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
