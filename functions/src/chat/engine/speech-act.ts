// What a message does, apart from what it is about: asks the status of something under way ("I'm still
// waiting for my refund", "has it been processed?", "I expected it by Friday"), asks when something will
// come, asks how or on what terms ("how long do refunds take?"), or asks for something. Intents that share a topic differ by it: a refund
// asked for, a refund waited for and the refund policy; an order's whereabouts and delivery times in
// general. The classifier reads the topic from the words; the act settles which of those siblings it is,
// whatever the words for the thing (reimbursement, rebate, compensation...).
import type { IntentId, IntentScore } from '../classifier/index.ts';
import { pooledInto } from './pooled-ranking.ts';

export type SpeechAct = 'awaited' | 'status' | 'timing' | 'terms' | 'request';

/**
 * Money back named as the thing waited for: "I am expecting a rebate of £20", "still waiting on my
 * reimbursement". The status of a refund, however sure the classifier is that the words ask for one. "I expect a
 * full refund" is a demand, not a wait.
 */
const awaitedPattern =
  /\b(?:expect(?:ing|ed)|await(?:ing|ed)?|waiting (?:for|on)|waited (?:for|on))\s+(?:(?:a|an|my|the|our|this|that|some|any|your)\s+)?(?:\w+\s+)?(?:refunds?|reimburse?ments?|rebates?|compensation|restitution|repayments?|money|cash)\b/i;

/** How long, said alone: "I've been waiting for hours." is impatience, not a thing waited for. */
const onlyHowLong = String.raw`(?!\s+(?:on\s+)?(?:hold\s+)?(?:for\s+)?(?:hours|days|weeks|ages|forever|so long|a (?:long )?(?:while|time|week|day|month)|(?:\d+|a few|several|two|three) (?:minutes|hours|days|weeks))\s*(?:[.!,;]|$))`;

/** Something already under way, asked about or waited for. */
const statusPattern = new RegExp(
  [
    String.raw`\b(?:still|been) (?:waiting|expecting|waited)\b${onlyHowLong}`,
    String.raw`\bwaiting (?:for|on)\b${onlyHowLong}`,
    String.raw`\b(?:i'?m|i am|we'?re|we are|was|were) expecting\b`,
    String.raw`(?<!\b(?:not what|than|as)\s)\bi (?:expected|was told|was promised)\b`,
    String.raw`\b(?:gone|come|came|went|go|gets?|got) (?:through|thru)\b`,
    String.raw`\bon (?:its|it'?s|their|the) way\b`,
    String.raw`\b(?:has|have) been (?:paid|sent|issued|processed|credited|approved|refunded)\b`,
    String.raw`\b(?:should|ought to) have (?:arrived|come|got|received|been)\b`,
    String.raw`\bwhere(?:'s| is| are|s)\b`,
    String.raw`\bwhat(?:'s| is|s) happen(?:ed|ing)\b`,
    String.raw`\b(?:has|have|was|were|is|are) (?:it|they|this|that|(?:this|that) one|my \w+|the \w+)(?: \w+)? (?:been )?(?:processed|issued|sent|approved|paid|credited|returned|released|refunded|dispatched|shipped|delivered)\b`,
    // "So the armchair has not gone out yet?", "it hasn't left the warehouse?".
    String.raw`\b(?:has|have) ?(?:not|n'?t) (?:yet )?(?:gone out|left|shipped|dispatched|been (?:sent|shipped|dispatched|delivered))\b`,
    String.raw`\b(?:processed|issued|credited|approved) yet\b`,
    // "The money still isn't back on my card", "was the money for my order actually sent?", "what's going on with my refund".
    String.raw`\b(?:isn'?t|is not|not) (?:yet )?(?:back|through|in my (?:account|bank))\b`,
    String.raw`^\W*(?:was|were|has|have)\b[^.?!]{0,50}\b(?:actually |already )?(?:sent|processed|issued|paid|credited|refunded)\b[^.!]{0,30}\?`,
    String.raw`\b(?:what'?s|what is|wtf is|what the hell is) (?:going on|happening|up) with\b`,
    String.raw`\b(?:have|has|did) (?:you|u|they)(?: \w+)? (?:refund(?:ed)?|reimburs(?:ed?)|credit(?:ed)?|pa(?:id|y)) (?:me|us)\b`,
    String.raw`\bany (?:update|news|sign|progress|word)\b`,
    String.raw`\b(?:update|status|progress) (?:on|of)\b`,
    // "status" as customers type it: "staus", "stauts", "statuss".
    String.raw`\bsta?t?u?t?s+\b(?<!\bsts)`,
    String.raw`\bby now\b`,
    String.raw`\b(?:what|which) stage\b|\bhow far (?:along|on)\b`,
    String.raw`\b(?:chase|chasing|follow(?:ing)? up)\b`,
    String.raw`\b(?:not|never|haven'?t|havent|hasn'?t|hasnt|didn'?t|didnt) (?:yet )?(?:received|got|gotten|seen|arrived|come through|come back|reached|hit|shown up)\b`,
    String.raw`\b(?:eta|track|tracking)\b`,
  ].join('|'),
  'i',
);

/** The customer's own order, parcel or purchase: "when will my order arrive" asks where that order is. */
const ownOrderPattern =
  /\b(?:my|our|his|her) (?:\w+ )?(?:order|parcel|package|delivery|purchase)\b|\b(?:i|we|he|she|my \w+|our \w+) (?:\w+ )?(?:ordered|bought)\b/i;

/** When something will come: the status of a refund, but for an order the delivery time. */
const timingPattern =
  /\bwhen (?:will|do|does|is|am|can|should) (?:i|we|it|my|the)\b.{0,40}\b(?:get|receive|arriv(?:e|es|ing)|com(?:e|es|ing)|see|back|reach|paid|credited|refunded|here|expect)\b|\bhow soon\b/i;

/** On what terms or how long, in general: a policy question. */
const termsPattern = new RegExp(
  [
    String.raw`\bhow long (?:do|does|will|would|can|is|are)\b.{0,45}\b(?:take|last|have)\b`,
    String.raw`\bhow long (?:an? |the )?(?:\w+ ){1,3}(?:take|takes)\b`,
    String.raw`\bhow many (?:working |business )?days\b`,
    String.raw`\b(?:time ?frame|turnaround|processing time)\b`,
    String.raw`\b(?:is|are) (?:the |a |an )?(?:\w+ ){1,3}refunded (?:too|as well|also|in full)\b`,
    String.raw`\b(?:your|the shop'?s) terms\b`,
    String.raw`\b(?:in what|which|wich|what) (?:cases?|circumstances|situations|conditions)\b`,
    String.raw`\bpolic(?:y|ies)\b`,
    String.raw`\b(?:entitled|eligible)\b`,
    String.raw`\b(?:refund|return|returns|money[- ]back) (?:period|window|deadline|time ?limit|rules|conditions|terms)\b`,
    String.raw`\b(?:until|by|before) (?:what|which) (?:date|day)\b`,
    // How it works, or what would happen in a case that has not happened: "if I send it back", "in case";
    // "I wonder if I could" is a polite request, not a case.
    String.raw`\bhow (?:do|does) (?:refunds?|returns?|reimbursements?|the \w+ process|it) work\b`,
    String.raw`(?<!\b(?:wonder|wondering|wondered|ask|asking|know|see|check|tell me)\s+)\b(?:if|in case|supposing|suppose) (?:i|we|one|someone|an? \w+|the item)\b`,
    String.raw`\bwhat happens (?:if|when|after)\b`,
  ].join('|'),
  'i',
);

/** The customer's own ("my order"), not someone they ask for ("asking for my mum: ..."). */
const ownPattern =
  /\bmy\b(?!\s+(?:dad|mum|mom|father|mother|wife|husband|partner|son|daughter|friend|neighbou?r|brother|sister|boss|colleague|gran|nan|grandma|grandad|grandmother|grandfather|aunt|uncle)\b)/i;

/** When one may ask for something: the terms, even about the customer's own purchase. */
const whenAllowedPattern = /\bwhen (?:can|could|may|am i allowed to) (?:i|we) (?:request|ask for|claim|apply|return|send)\b/i;

/** A wish or an order: asking for the thing itself. */
const requestPattern =
  /\b(?:i|we) (?:want|need|would like|'d like|wish|demand)\b|\b(?:give|send|refund|issue) me\b|\bcan (?:i|you) (?:get|have|request|ask for|claim)\b|\bhow (?:do|can|could) i (?:get|request|ask for|claim|apply)\b|^\s*(?:please )?(?:refund|reimburse|give|issue|process)\b/i;

/** Asking to buy something: "I want to buy the Nova X", "how can I purchase two chairs", "buy it for me". */
const buyPattern =
  /\b(?:i|we)(?:'d|'m| would| am| are)? (?:want|wanna|need|like|wish|looking|hoping|trying|ready)(?: to)? (?:to )?(?:buy|by|purchase|purchse|order|make (?:a )?(?:purchase|buy) of)\b|\bhow (?:do|can|could|would) (?:i|we) (?:buy|purchase|order)\b|^\s*(?:please )?(?:buy|purchase)\b/i;

export function asksToBuy(message: string): boolean {
  return buyPattern.test(message);
}

export function speechActOf(message: string): SpeechAct | undefined {
  if (whenAllowedPattern.test(message) || (termsPattern.test(message) && !ownPattern.test(message))) return 'terms';
  if (awaitedPattern.test(message)) return 'awaited';
  if (statusPattern.test(message)) return 'status';
  if (timingPattern.test(message)) return ownOrderPattern.test(message) ? 'status' : 'timing';
  if (termsPattern.test(message)) return 'terms';
  if (requestPattern.test(message)) return 'request';
  return undefined;
}

/** Intents that are one topic, by what the message does about it. */
const SIBLINGS: readonly Partial<Record<SpeechAct, IntentId>>[] = [
  { awaited: 'track_refund', status: 'track_refund', timing: 'track_refund', request: 'get_refund', terms: 'check_refund_policy' },
  { awaited: 'track_order', status: 'track_order', timing: 'delivery_period', terms: 'delivery_period' },
];

/** How far down the ranking a sibling may be and still be the reading the act picks. */
const SIBLING_MIN_CONFIDENCE = 0.01;

/**
 * The ranking with the intent the act names at the top, when the top intent has a sibling for that act and
 * the classifier gave the sibling some weight (the top intent may be that sibling already). The act settles
 * which of the siblings it is, so the answer is as sure as the classifier was of the topic: "how long do
 * refunds take?" is the policy, not "Did you mean the policy or where is my refund?".
 */
export function withSpeechAct(ranking: readonly IntentScore[], act: SpeechAct | undefined): IntentScore[] {
  const [top] = ranking;
  if (!top || !act) return [...ranking];
  const siblings = SIBLINGS.find((group) => Object.values(group).includes(top.intent));
  const wanted = siblings?.[act];
  if (!siblings || !wanted) return [...ranking];
  const sibling = ranking.find((score) => score.intent === wanted);
  if (!sibling || (act !== 'awaited' && act !== 'terms' && sibling.confidence < SIBLING_MIN_CONFIDENCE)) return [...ranking];
  const topic = new Set(Object.values(siblings));
  return pooledInto(ranking, wanted, (intent) => topic.has(intent));
}
