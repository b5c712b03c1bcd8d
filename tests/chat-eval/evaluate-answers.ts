// Scores the whole assistant, not only its classifier: each labelled message is sent to the chat engine as
// a first message, and the reply counts as right when the intent it reports is the expected one, and as a
// direct answer when it is also an answer: not the fallback, not "Did you mean ...?", not a hand-over the
// customer did not ask for. As the held-out judge reads the assistant, from the outside.
import { OUT_OF_SCOPE, reportedIntent, type ChatAnswer, type ChatEngine } from '@shop/functions/chat';
import type { LabelledExample } from './evaluate.ts';

export type AnswerReport = {
  total: number;
  /** The reply reported the expected intent. */
  rightIntent: number;
  /** The expected intent, answered: no clarifying question, no fallback. */
  rightAndDirect: number;
  /** Replies that asked "Did you mean ...?". */
  clarified: number;
  fallbacks: number;
  /** Replies that handed the customer over to a person though the message did not ask for one. */
  handedOver: number;
  /** Per intent: [right and direct, total]. */
  byIntent: Map<string, { total: number; direct: number }>;
  /** "expected -> reported" for wrong intents, with counts, most frequent first. */
  confusions: [string, number][];
};

const PERSON_INTENTS = new Set(['contact_human_agent', 'contact_customer_service', 'complaint']);

/** A reply that asks the customer to choose instead of answering. */
export const isClarifying = (answer: ChatAnswer) => /\bdid you mean\b/i.test(answer.response);

/** A reply that answers: not the fallback, not a clarifying question. */
export const isDirect = (answer: ChatAnswer) => answer.source !== 'Fallback' && !isClarifying(answer);

export async function evaluateAnswers(engine: ChatEngine, examples: readonly LabelledExample[]): Promise<AnswerReport> {
  const report: AnswerReport = {
    total: 0,
    rightIntent: 0,
    rightAndDirect: 0,
    clarified: 0,
    fallbacks: 0,
    handedOver: 0,
    byIntent: new Map(),
    confusions: [],
  };
  const confusions = new Map<string, number>();
  for (const { text, intent } of examples) {
    const answer = await engine.answer(text);
    const expected = reportedIntent(intent);
    // A question the shop cannot answer is answered right by the honest fallback, which names no intent.
    const isOutOfScope = expected === OUT_OF_SCOPE;
    const isRight = isOutOfScope ? answer.intent === null : answer.intent === expected;
    const isHandOver = answer.source === 'Support' && answer.intent === 'contact_human_agent' && !PERSON_INTENTS.has(expected);
    const isRightAndDirect = isRight && (isOutOfScope ? !isClarifying(answer) : isDirect(answer));
    report.total++;
    if (isRight) report.rightIntent++;
    if (isRightAndDirect) report.rightAndDirect++;
    if (isClarifying(answer)) report.clarified++;
    else if (answer.source === 'Fallback') report.fallbacks++;
    if (isHandOver) report.handedOver++;
    const tally = report.byIntent.get(expected) ?? { total: 0, direct: 0 };
    tally.total++;
    if (isRightAndDirect) tally.direct++;
    report.byIntent.set(expected, tally);
    if (!isRight) {
      const key = `${expected} -> ${answer.intent ?? 'none'}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
  }
  report.confusions = [...confusions].sort((a, b) => b[1] - a[1]);
  return report;
}

/** "intent 95.1 %, right and direct 90.2 % of 810 (12 did-you-mean, 3 fallbacks, 0 hand-overs)". */
export function describeAnswers(report: AnswerReport): string {
  const percent = (count: number) => `${((count / Math.max(1, report.total)) * 100).toFixed(1)} %`;
  return `intent ${percent(report.rightIntent)}, right and direct ${percent(report.rightAndDirect)} of ${report.total} (${report.clarified} did-you-mean, ${report.fallbacks} fallbacks, ${report.handedOver} hand-overs)`;
}
