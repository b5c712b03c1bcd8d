// An order sent somewhere else is a change of its delivery address, however the classifier reads "sent":
// "can I get it sent somewhere else?", "deliver my order to my office instead", "have them go to my mum's".
import type { IntentScore } from '../classifier/index.ts';

const thing = String.raw`(?:it|them|this|that|my \w+|the \w+)`;
const elsewhere = String.raw`(?:to\s+)?(?:somewhere else|elsewhere(?! in\b)|(?:another|a different|a new) address|my (?:work|office|neighbou?r['’]?s?|parents['’]?|mum['’]?s|mom['’]?s|friend['’]?s)\b)`;
const sentElsewherePattern = new RegExp(
  [
    String.raw`\b${thing}\s+(?:\w+\s+)?(?:sent|send|delivered|deliver|shipped|ship|posted|redirected|go|going|brought|taken)\s+${elsewhere}`,
    String.raw`\b(?:send|deliver|ship|post|redirect|bring|take)\s+${thing}\s+${elsewhere}`,
  ].join('|'),
  'i',
);

export function withAddressChange(ranking: readonly IntentScore[], message: string): IntentScore[] {
  if (!sentElsewherePattern.test(message) || ranking[0]?.intent === 'change_shipping_address') return [...ranking];
  const total = ranking.reduce((sum, score) => sum + score.confidence, 0);
  return [
    { intent: 'change_shipping_address', confidence: total },
    ...ranking.filter((score) => score.intent !== 'change_shipping_address').map((score) => ({ ...score, confidence: 0 })),
  ];
}
