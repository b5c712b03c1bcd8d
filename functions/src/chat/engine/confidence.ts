// What the engine may do with a confidence: answer, ask "Did you mean ...?" with the top 2-3 intents, or
// fall back. The confidences are calibrated: the temperature in classifier/options.ts (0.7) gives the
// lowest log-loss on the own evaluation set (expected calibration error 3.1% at 1, 0.5% at 0.7). The
// thresholds were chosen on that set with tests/chat-eval/calibration.ts.

/**
 * At or above: answer the top intent. Own evaluation set: 94.1% of messages reach it and 99.5% of those
 * are right (blind-dev: 90.4%, 99.9% right). At 0.8 it would be 96.9% at only 99.0% right.
 */
export const ANSWER_CONFIDENCE = 0.9;

/**
 * At or above (and below ANSWER_CONFIDENCE): ask "Did you mean ...?". Own evaluation set: 5.5% of messages
 * fall in this band; the top intent is right for 79.5% of them and the right one is in the top 3 for 90.9%,
 * so offering the top 2-3 is worth it. Below: fall back (0.5% of messages, top intent right for 25%).
 */
export const SUGGEST_CONFIDENCE = 0.5;

export type ConfidenceBand = 'answer' | 'suggest' | 'fallback';

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= ANSWER_CONFIDENCE) return 'answer';
  return confidence >= SUGGEST_CONFIDENCE ? 'suggest' : 'fallback';
}
