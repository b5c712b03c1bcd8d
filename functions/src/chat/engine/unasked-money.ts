// Money the customer did not ask about. A cancellation fee is a question about money: "cancel that one" or
// "cancel the phone then" asks to cancel, however close the classifier puts the fee. And a refund is money:
// "you still haven't sent my phone" waits for the phone, not for a refund, however alike the two complaints
// read. Without a word about money, the money reading's confidence goes to its sibling about the order.
// The other way round, money owed named in a question of where something is ("has the credit for her returned
// earbuds cleared?") asks where that money is, not the order.
import type { IntentId, IntentScore } from '../classifier/index.ts';
import { pooledInto } from './pooled-ranking.ts';

// Words run together or cut short count too: "cancellationfee", "cancelation fe".
const feePattern =
  /fee|\bfe\b|charg|cost|\bpa(?:y|id)|free|penalt|money|price|how much|expensive|\blose\b|deduct|\bkeep\b|extra|pocket|refund|£|\$|€/i;
const refundPattern =
  /refund|reimburs|rebate|restitution|compensat|repa(?:y|id)|money|cash|credit|\bpa(?:y|id) back|charge|£|\$|€|\{\{.*(?:amount|money|refund).*\}\}/i;
/** Goods on their way: what a parcel does, not what money does. */
const goodsPattern =
  /\b(?:sent|dispatched|shipped|posted|delivered|turned up|parcel|package|delivery)\b|\b(?:com(?:e|es|ing)|arriv\w*)\b(?! through| thru| back)/i;

type Unasked = { money: IntentId; sibling: IntentId; isAsked: (message: string) => boolean };

const UNASKED: readonly Unasked[] = [
  { money: 'check_cancellation_fee', sibling: 'cancel_order', isAsked: (message) => feePattern.test(message) },
  {
    money: 'track_refund',
    sibling: 'track_order',
    isAsked: (message) => refundPattern.test(message) || !goodsPattern.test(message),
  },
];

export function withoutUnaskedMoney(ranking: readonly IntentScore[], message: string): IntentScore[] {
  return UNASKED.reduce<IntentScore[]>(
    (settled, { money, sibling, isAsked }) => {
      const asked = settled.find((score) => score.intent === money);
      const other = settled.find((score) => score.intent === sibling);
      if (!asked || !other || isAsked(message)) return settled;
      return pooledInto(settled, sibling, (intent) => intent === money);
    },
    [...ranking],
  );
}

/** Money owed back, by any name: not a price, a payment or a card. */
const owedPattern =
  /\brefund\w*|\breimburs\w*|\brebate|\brestitution|\bcompensat\w*|\bcredit(?!\s*card)(?:ed)?\b|\bmoney back\b|\bpaid back\b/i;
export const namesMoneyOwed = (message: string): boolean => owedPattern.test(message);

export function withOwedMoney(ranking: readonly IntentScore[], message: string): IntentScore[] {
  if (ranking[0]?.intent !== 'track_order' || !namesMoneyOwed(message)) return [...ranking];
  return pooledInto(ranking, 'track_refund', (intent) => intent === 'track_order');
}
