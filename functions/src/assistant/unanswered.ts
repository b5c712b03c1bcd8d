// What the assistant could not answer over a period, grouped by similarity, most frequent first: its
// fallbacks, the "Did you mean ...?" the customer did not pick from, the replies rated unhelpful and the
// questions a conversation was handed over to a person after. A question counted twice (a fallback then
// rated unhelpful) is one question of both kinds.
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { UnansweredGroup, UnansweredKind } from '@shop/core/owner-answers';
import { builtInQuestions, normalizeText } from '../chat/index.ts';
import { chatFeedback, chatTurns, supportTickets, type Db } from '../db/index.ts';
import { answerMatcher } from './answer-matcher.ts';
import { enabledOwnerAnswers } from './answers.ts';
import { similarityIndex } from './similarity.ts';

/** How alike (cosine) two questions must be to share a group. */
export const GROUP_THRESHOLD = 0.4;
/** Not a group: ordinary questions the words' weights are counted over too, so "do you" or "my order" weigh little even among a few questions. */
const BACKGROUND = -1;
const EXAMPLES_SHOWN = 5;
const GROUPS_SHOWN = 50;
/** The most turns a period is read with: enough for a small shop's month, bounded for a busy one. */
const TURNS_READ = 20_000;

/** Replies that answered nothing (their own words): the fallback and "Did you mean ...?" are source "Fallback". */
const FALLBACK = 'Fallback';
/** The hand-over's own turns ("talk to a person", "yes"), which ask for a person rather than a question. */
const HAND_OVER = 'Support';
const DID_YOU_MEAN = /^Did you mean "(.+)" or "(.+)"\?$/;
const PICKED_YES = /^(?:yes|yeah|yep|sure|ok|okay)\b/i;

export type UnansweredQuestion = { conversationId: string | null; message: string; kind: UnansweredKind; at: Date };

type Turn = { conversationId: string | null; message: string; response: string; source: string; createdAt: Date };

/** Whether the customer's next message picked one of the "Did you mean" choices (or said yes). */
function pickedFrom(turn: Turn, next: Turn | undefined): boolean {
  const choices = DID_YOU_MEAN.exec(turn.response);
  if (!choices || !next) return false;
  const answer = next.message.trim();
  return PICKED_YES.test(answer) || choices.slice(1).some((choice) => choice.toLowerCase() === answer.toLowerCase());
}

/** The conversation's last question before `at` that was not itself asking for a person. */
function questionBefore(turns: readonly Turn[], at: Date): Turn | undefined {
  return turns.findLast((turn) => turn.createdAt <= at && turn.source !== HAND_OVER);
}

export async function unansweredQuestions(db: Db, since: Date): Promise<UnansweredQuestion[]> {
  const [turns, negatives, tickets] = await Promise.all([
    db
      .select({
        conversationId: chatTurns.conversationId,
        message: chatTurns.message,
        response: chatTurns.response,
        source: chatTurns.source,
        createdAt: chatTurns.createdAt,
      })
      .from(chatTurns)
      .where(gte(chatTurns.createdAt, since))
      .orderBy(asc(chatTurns.conversationId), asc(chatTurns.createdAt), asc(chatTurns.id))
      .limit(TURNS_READ),
    db
      .select({ conversationId: chatFeedback.conversationId, message: chatFeedback.message, at: chatFeedback.createdAt })
      .from(chatFeedback)
      .where(and(gte(chatFeedback.createdAt, since), eq(chatFeedback.sentiment, 'negative'))),
    db
      .select({ conversationId: supportTickets.conversationId, at: supportTickets.createdAt })
      .from(supportTickets)
      .where(and(gte(supportTickets.createdAt, since), isNotNull(supportTickets.conversationId))),
  ]);
  const byConversation = new Map<string | null, Turn[]>();
  for (const turn of turns) byConversation.set(turn.conversationId, [...(byConversation.get(turn.conversationId) ?? []), turn]);
  const questions: UnansweredQuestion[] = [];
  for (const [conversationId, conversationTurns] of byConversation) {
    conversationTurns.forEach((turn, at) => {
      if (turn.source !== FALLBACK) return;
      const isDidYouMean = DID_YOU_MEAN.test(turn.response);
      if (isDidYouMean && pickedFrom(turn, conversationTurns[at + 1])) return;
      questions.push({ conversationId, message: turn.message, kind: isDidYouMean ? 'unpicked' : 'fallback', at: turn.createdAt });
    });
  }
  for (const rating of negatives) questions.push({ ...rating, kind: 'negative' });
  for (const ticket of tickets) {
    const question = questionBefore(byConversation.get(ticket.conversationId) ?? [], ticket.at);
    if (question) questions.push({ conversationId: ticket.conversationId, message: question.message, kind: 'handOver', at: ticket.at });
  }
  return questions;
}

type Asked = { message: string; plain: string; count: number; kinds: Partial<Record<UnansweredKind, number>>; lastAt: Date };

/** One entry per question asked in a conversation, whatever made it unanswered, then per distinct wording. */
function distinctQuestions(questions: readonly UnansweredQuestion[]): Asked[] {
  const perConversation = new Map<string, { message: string; plain: string; kinds: Set<UnansweredKind>; at: Date }>();
  for (const question of questions) {
    const plain = normalizeText(question.message);
    if (plain === '') continue;
    const key = `${question.conversationId ?? ''}|${plain}`;
    const found = perConversation.get(key) ?? { message: question.message.trim(), plain, kinds: new Set(), at: question.at };
    found.kinds.add(question.kind);
    if (question.at > found.at) found.at = question.at;
    perConversation.set(key, found);
  }
  const byWording = new Map<string, Asked>();
  for (const { message, plain, kinds, at } of perConversation.values()) {
    const asked = byWording.get(plain) ?? { message, plain, count: 0, kinds: {}, lastAt: at };
    asked.count += 1;
    for (const kind of kinds) asked.kinds[kind] = (asked.kinds[kind] ?? 0) + 1;
    if (at > asked.lastAt) asked.lastAt = at;
    byWording.set(plain, asked);
  }
  return [...byWording.values()].sort((a, b) => b.count - a.count || b.lastAt.getTime() - a.lastAt.getTime());
}

/** Groups alike questions: each joins the group of the most alike earlier, more frequent wording, if alike enough. */
export function groupQuestions(questions: readonly UnansweredQuestion[]): Omit<UnansweredGroup, 'isAnswered'>[] {
  const asked = distinctQuestions(questions);
  const index = similarityIndex([
    ...asked.map((question, at) => ({ label: at, text: question.plain })),
    ...builtInQuestions().map((text) => ({ label: BACKGROUND, text })),
  ]);
  const groupOf: number[] = [];
  const groups: { members: Asked[] }[] = [];
  asked.forEach((question, at) => {
    let best = -1;
    let bestScore = GROUP_THRESHOLD;
    for (const [other, score] of index.scores(question.plain)) {
      if (other !== BACKGROUND && other < at && score >= bestScore) [best, bestScore] = [other, score];
    }
    const group = best >= 0 ? groupOf[best] : undefined;
    if (group === undefined) {
      groupOf[at] = groups.length;
      groups.push({ members: [question] });
    } else {
      groupOf[at] = group;
      groups[group]?.members.push(question);
    }
  });
  return groups
    .map(({ members }) => {
      const kinds: Partial<Record<UnansweredKind, number>> = {};
      for (const member of members) {
        for (const [kind, count] of Object.entries(member.kinds) as [UnansweredKind, number][]) kinds[kind] = (kinds[kind] ?? 0) + count;
      }
      return {
        count: members.reduce((sum, member) => sum + member.count, 0),
        examples: members.slice(0, EXAMPLES_SHOWN).map((member) => member.message),
        kinds,
        lastAskedAt: new Date(Math.max(...members.map((member) => member.lastAt.getTime()))).toISOString(),
      };
    })
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt));
}

/**
 * The groups over the period, those the owner's answers now cover after the rest (or left out, with
 * `withAnswered` false), so what still needs an answer comes first.
 */
export async function unansweredGroups(
  db: Db,
  since: Date,
  { limit, withAnswered = true }: { limit?: number; withAnswered?: boolean } = {},
): Promise<UnansweredGroup[]> {
  const [questions, answers] = await Promise.all([unansweredQuestions(db, since), enabledOwnerAnswers(db)]);
  const matcher = answerMatcher(answers, builtInQuestions());
  const groups = groupQuestions(questions).map((group) => ({ ...group, isAnswered: matcher.find(group.examples[0] ?? '') !== null }));
  const sorted = [...groups.filter((group) => !group.isAnswered), ...(withAnswered ? groups.filter((group) => group.isAnswered) : [])];
  return sorted.slice(0, limit ?? GROUPS_SHOWN);
}
