// The chatbot's ratings summed up for the admin: sentiment counts by reply source and by intent, and the
// latest negative ratings with the message and the reply that earned them.
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChatFeedbackReport } from '@shop/core/chat-analytics';
import { chatFeedback, type Db } from '../db/index.ts';

const countOf = (sentiment: 'positive' | 'neutral' | 'negative'): SQL<number> =>
  sql`count(*) filter (where ${chatFeedback.sentiment} = ${sentiment})`.mapWith(Number);

const sentimentCounts = { positive: countOf('positive'), neutral: countOf('neutral'), negative: countOf('negative') };

export async function chatFeedbackReport(db: Db, latestLimit: number): Promise<ChatFeedbackReport> {
  const [[totals], bySource, byIntent, latestNegative] = await Promise.all([
    db.select(sentimentCounts).from(chatFeedback),
    db
      .select({ source: chatFeedback.source, ...sentimentCounts })
      .from(chatFeedback)
      .groupBy(chatFeedback.source)
      .orderBy(desc(count()), chatFeedback.source),
    db
      .select({ intent: chatFeedback.intent, ...sentimentCounts })
      .from(chatFeedback)
      .groupBy(chatFeedback.intent)
      .orderBy(desc(count()), chatFeedback.intent),
    db
      .select({
        id: chatFeedback.id,
        message: chatFeedback.message,
        response: chatFeedback.response,
        source: chatFeedback.source,
        intent: chatFeedback.intent,
        createdAt: chatFeedback.createdAt,
      })
      .from(chatFeedback)
      .where(eq(chatFeedback.sentiment, 'negative'))
      .orderBy(desc(chatFeedback.createdAt), desc(chatFeedback.id))
      .limit(latestLimit),
  ]);
  return {
    totals: totals ?? { positive: 0, neutral: 0, negative: 0 },
    bySource,
    byIntent,
    latestNegative: latestNegative.map((rating) => ({ ...rating, createdAt: rating.createdAt.toISOString() })),
  };
}
