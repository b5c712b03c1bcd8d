// What the engine may do with the classifier's ranking: answer the top intent, offer the two closest
// readings, or fall back. The confidences are calibrated: the temperature in classifier/options.ts (0.7)
// gives the lowest log-loss on the own evaluation set. Chosen on the development sets (own, blind-dev,
// blind-dev-2) with tests/chat-eval/calibration.ts, where the top intent is right for:
//   confidence >= 0.9                      100 % of 2203 messages
//   0.7-0.9, next reading 0.3+ behind       89 % of 131
//   0.5-0.7, next reading 0.3+ behind       84 % of 49
//   0.5-0.7, next reading 0.15-0.3 behind   72 % (the second is right for 33 % more)
//   0.5-0.7, next reading < 0.15 behind     50 % (the second: 57 %)
// so a clear lead is answered, and two close readings are both offered rather than one guessed.

/** At or above: answer the top intent whatever the next one. */
export const ANSWER_CONFIDENCE = 0.9;

/** At or above, with the next reading at least CLEAR_LEAD behind: a clear reading, answered. */
export const CLEAR_CONFIDENCE = 0.5;
export const CLEAR_LEAD = 0.3;

/** The two top readings together at least this sure, and neither clear: two close readings, both offered. */
export const CLOSE_PAIR_CONFIDENCE = 0.6;

/** Below CLOSE_PAIR_CONFIDENCE (and not clear): the fallback. Kept for the calibration report. */
export const SUGGEST_CONFIDENCE = CLEAR_CONFIDENCE;

export type Reading<T> = { kind: 'clear'; first: T } | { kind: 'close'; first: T; second: T } | { kind: 'unsure' };

/** The decision for a ranking, best first; `T` is whatever the ranking holds beside a confidence. */
export function readingOf<T extends { confidence: number }>(ranking: readonly T[]): Reading<T> {
  const [first, second] = ranking;
  if (!first) return { kind: 'unsure' };
  const next = second?.confidence ?? 0;
  if (first.confidence >= ANSWER_CONFIDENCE || (first.confidence >= CLEAR_CONFIDENCE && first.confidence - next >= CLEAR_LEAD)) {
    return { kind: 'clear', first };
  }
  if (second && first.confidence + second.confidence >= CLOSE_PAIR_CONFIDENCE) return { kind: 'close', first, second };
  return { kind: 'unsure' };
}

export type ConfidenceBand = 'answer' | 'suggest' | 'fallback';

/** The band of a ranking: answered, two readings offered, or the fallback. */
export function confidenceBand<T extends { confidence: number }>(ranking: readonly T[]): ConfidenceBand {
  const { kind } = readingOf(ranking);
  return kind === 'clear' ? 'answer' : kind === 'close' ? 'suggest' : 'fallback';
}
