// The assistant's report over the last 7 and 30 days: conversations, those it answered at least one
// question in (involvement), those it resolved without a person (involved, no hand-over and no negative
// rating within the conversation), hand-overs, the ratings and their CSAT, each day's conversations, and the
// top unanswered groups.
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_PERIODS, type AssistantDay, type AssistantPeriodFigures, type AssistantReport } from '@shop/core/owner-answers';
import type { Db } from '../db/index.ts';
import { unansweredGroups } from './unanswered.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_UNANSWERED = 5;
/** Replies that are not the assistant answering a question: not understood, the hand-over, small talk. */
const NOT_ANSWERS = ['Fallback', 'Support', 'SmallTalk'];

// Both drivers answer raw queries with { rows }.
const rowsOf = async <Row>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

type Counts = { conversations: number; involved: number; resolved: number; handed_over: number };
type Ratings = { positive: number; neutral: number; negative: number };

/** Each conversation with turns since `since`: whether the assistant answered in it, was handed over, was rated badly. */
function markedConversations(since: Date): SQL {
  const notAnswers = sql.join(
    NOT_ANSWERS.map((source) => sql`${source}`),
    sql`, `,
  );
  return sql`
    WITH conversations AS (
      SELECT conversation_id AS id, min(created_at) AS began, bool_or(source NOT IN (${notAnswers})) AS involved
      FROM chat_turns
      WHERE created_at >= ${since} AND conversation_id IS NOT NULL
      GROUP BY conversation_id
    ), marked AS (
      SELECT c.id, c.began, c.involved,
        EXISTS (SELECT 1 FROM support_tickets t WHERE t.conversation_id = c.id) AS handed_over,
        EXISTS (SELECT 1 FROM chat_feedback f WHERE f.conversation_id = c.id AND f.sentiment = 'negative') AS rated_badly
      FROM conversations c
    )`;
}

type DayRow = { date: string; conversations: number; resolved: number; handed_over: number };

/** Every day of the period, oldest first, with its conversations (none on a quiet day). */
async function dailyFigures(db: Db, days: number, now: Date): Promise<AssistantDay[]> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await rowsOf<DayRow>(
    db,
    sql`
      ${markedConversations(since)}
      SELECT to_char(began AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*)::int AS conversations,
        (count(*) FILTER (WHERE involved AND NOT handed_over AND NOT rated_badly))::int AS resolved,
        (count(*) FILTER (WHERE handed_over))::int AS handed_over
      FROM marked GROUP BY 1
    `,
  );
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, back) => {
    const date = new Date(now.getTime() - (days - 1 - back) * DAY_MS).toISOString().slice(0, 10);
    const row = byDate.get(date);
    return { date, conversations: row?.conversations ?? 0, resolvedWithoutPerson: row?.resolved ?? 0, handedOver: row?.handed_over ?? 0 };
  });
}

async function periodFigures(db: Db, days: number, now: Date): Promise<AssistantPeriodFigures> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [counts] = await rowsOf<Counts>(
    db,
    sql`
      ${markedConversations(since)}
      SELECT count(*)::int AS conversations,
        (count(*) FILTER (WHERE involved))::int AS involved,
        (count(*) FILTER (WHERE involved AND NOT handed_over AND NOT rated_badly))::int AS resolved,
        (count(*) FILTER (WHERE handed_over))::int AS handed_over
      FROM marked
    `,
  );
  const [ratings] = await rowsOf<Ratings>(
    db,
    sql`
      SELECT (count(*) FILTER (WHERE sentiment = 'positive'))::int AS positive,
        (count(*) FILTER (WHERE sentiment = 'neutral'))::int AS neutral,
        (count(*) FILTER (WHERE sentiment = 'negative'))::int AS negative
      FROM chat_feedback WHERE created_at >= ${since}
    `,
  );
  const rated = ratings ? ratings.positive + ratings.neutral + ratings.negative : 0;
  return {
    days,
    conversations: counts?.conversations ?? 0,
    involved: counts?.involved ?? 0,
    resolvedWithoutPerson: counts?.resolved ?? 0,
    handedOver: counts?.handed_over ?? 0,
    ratings: ratings ?? { positive: 0, neutral: 0, negative: 0 },
    csat: ratings && rated > 0 ? Math.round((ratings.positive / rated) * 100) : null,
  };
}

export async function assistantReport(db: Db, now = new Date()): Promise<AssistantReport> {
  const longest = Math.max(...REPORT_PERIODS);
  const [periods, daily, topUnanswered] = await Promise.all([
    Promise.all(REPORT_PERIODS.map((days) => periodFigures(db, days, now))),
    dailyFigures(db, longest, now),
    unansweredGroups(db, new Date(now.getTime() - longest * DAY_MS), { limit: TOP_UNANSWERED, withAnswered: false }),
  ]);
  return { periods, days: daily, topUnanswered };
}

export const periodStart = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);
