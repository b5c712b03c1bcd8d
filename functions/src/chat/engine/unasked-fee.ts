// A cancellation fee is a question about money: "cancel that one" or "cancel the phone then" asks to cancel,
// however close the classifier puts the fee. Without a word about paying, the fee's confidence goes to
// cancelling the order.
import type { IntentScore } from '../classifier/index.ts';

// Words run together or cut short count too: "cancellationfee", "cancelation fe".
const moneyPattern =
  /fee|\bfe\b|charg|cost|\bpa(?:y|id)|free|penalt|money|price|how much|expensive|\blose\b|deduct|\bkeep\b|extra|pocket|refund|£|\$|€/i;

export function withoutUnaskedFee(ranking: readonly IntentScore[], message: string): IntentScore[] {
  const fee = ranking.find((score) => score.intent === 'check_cancellation_fee');
  const cancel = ranking.find((score) => score.intent === 'cancel_order');
  if (!fee || !cancel || moneyPattern.test(message)) return [...ranking];
  return ranking
    .filter((score) => score !== fee)
    .map((score) => (score === cancel ? { intent: cancel.intent, confidence: cancel.confidence + fee.confidence } : score))
    .sort((a, b) => b.confidence - a.confidence);
}
