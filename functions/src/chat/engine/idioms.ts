// Phrases whose meaning their words blur, read as the request they are: an order sent somewhere else is a
// change of its delivery address ("can I get it sent somewhere else?", "deliver my order to my office
// instead"), a change of mind about an order is its cancellation ("I've changed my mind about the phone"), and
// sending a thing back or having it collected from home is a return ("can I still send it back?", "can you
// send someone to collect it?"), however much the words "send" and "collect" read as delivery.
import type { IntentId, IntentScore } from '../classifier/index.ts';
import { asksAboutNamedMethod } from './payment-methods.ts';
import { pooledInto } from './pooled-ranking.ts';
import { asksWhatYouAre } from './topics.ts';

const thing = String.raw`(?:it|them|this|that|my \w+|the \w+)`;
const elsewhere = String.raw`(?:to\s+)?(?:somewhere else|elsewhere(?! in\b)|(?:another|a different|a new) address|my (?:work|office|neighbou?r['’]?s?|parents['’]?|mum['’]?s|mom['’]?s|friend['’]?s)\b)`;
const sentElsewherePattern = new RegExp(
  [
    String.raw`\b${thing}\s+(?:\w+\s+)?(?:sent|send|delivered|deliver|shipped|ship|posted|redirected|go|going|brought|taken)\s+${elsewhere}`,
    String.raw`\b(?:send|deliver|ship|post|redirect|bring|take)\s+${thing}\s+${elsewhere}`,
  ].join('|'),
  'i',
);
const changedMindPattern = /\b(?:changed|change|changing) (?:my|our) minds?\b/i;
/** A question about the shop's terms: "can I cancel if I change my mind?" asks those. */
const termsPattern = /\b(?:if|policy|allowed|what happens|in case)\b/i;

const sendBackPattern = new RegExp(String.raw`\b(?:send|sending|post|posting|take|taking|bring|bringing)\s+${thing}\s+back\b`, 'i');
const moneyPattern = /\b(?:refund\w*|money|reimburs\w*|credit\w*)\b/i;
const collectedPattern =
  /\b(?:send|sending) (?:someone|somebody|a (?:courier|driver|van))(?: round| over)? to (?:collect|pick up|take away)\b|\b(?:come|coming) (?:and|to) (?:collect|pick up|take away)\b|\b(?:collect|collected|pick up|picked up) (?:it |them |the \w+ )?from (?:me|my|our|here)\b/i;

/** An account or order no longer wanted, or closed: "I don't want a Multimart account any more", "close his account". */
const unwantedAccountPattern =
  /\b(?:do ?n[o']t|do not|no longer) (?:want|need)\b.{0,25}\baccounts?\b|\b(?:close|shut|terminate|deactivate|get rid of)\b.{0,20}\baccounts?\b(?! (?:number|details))/i;
const unwantedOrderPattern =
  /\b(?:do ?n[o']t|do not|no longer) (?:want|need)\b.{0,25}\b(?:order|purchase)\b(?! (?:number|history|confirmation))|\b(?:rescind|revoke|withdraw|annul|void|call off|scrap|nix)\b.{0,25}\b(?:order|purchase)\b/i;

const calledOff = String.raw`(?:it|this|that|them|(?:the|my|this|that|our|an?) (?:\w+ ){0,2}(?:order|purchase|one))`;
/** An order called off in verbs no list of cancelling holds: "kill the second one", "I want it terminated". */
const calledOffPattern = new RegExp(
  [
    String.raw`\b(?:cancel|kill|stop|terminate|undo|abort|halt|scrap|void)\s+${calledOff}\b`,
    String.raw`\b(?:want|need|like|have|get)\s+${calledOff}\s+(?:cancel(?:l?ed)|terminated|stopped|voided|scrapped|killed)\b`,
    String.raw`\bback out of\b`,
  ].join('|'),
  'i',
);
/** Something else wanted in its place, or what calling it off costs: "cancel it and order something else". */
const otherThanCancelPattern =
  /\b(?:instead|something else|another one|swap|exchange|replace|fees?|penalty|costs?|charg\w*|pay|paid|free|how much|accounts?|newsletters?|subscriptions?|emails?)\b/i;

/** Another account wanted instead, or only its emails gone: "I don't want a personal account, I need a business one". */
const otherAccountPattern = /\b(?:business|personal|trade|another|different|new|second|instead|emails?|newsletters?|marketing)\b/i;
/** Part of an order, or what leaving it costs: "I no longer need two watches in that order, just one". */
const partPattern = /\b(?:just|only|one of|some of|two|three|\d+|items?|instead|penalty|fee|charge|cost)\b/i;

/** A card the checkout will not take is a payment's trouble: "the checkout doesn't accept my card". */
const cardRefusedPattern =
  /\b(?:does ?n[o']t|won'?t|will not|did ?n[o']t|not|never) (?:accept\w*|tak\w+|go through with) (?:my|the) (?:card|payment|visa|master ?card|amex|debit card|credit card)\b/i;
/** Paying some other way than by card: "I'd rather not use a card, are there other options?". */
const notByCardPattern =
  /\b(?:rather not|do ?n[o']t want to|prefer not to|without) (?:use |using |pay(?:ing)? (?:by|with) )?(?:a |my )?(?:card|credit card|debit card)\b|\bother (?:ways?|options?|methods?) (?:to|of) pay/i;
/** Praise or feedback, not a complaint: "not a complaint, just some feedback", "I'd like to commend your team". */
const praisePattern =
  /\bnot a complaint\b|\b(?:commend|compliment|praise)\b|\b(?:happy|pleased|delighted) with\b.{0,40}\b(?:say so|tell (?:you|others|people)|share|feedback)\b/i;

const profileThing = String.raw`(?:profile (?:picture|photo|pic|image)|avatar|user ?name|display name|(?:contact|phone|mobile|telephone) (?:number|details))\b`;
/** What only the account holds: "swap my profile picture", "edit my contact number". */
const profilePattern = new RegExp(
  String.raw`\b(?:edit|change|update|amend|correct|swap|replace|new)\b.{0,20}\b${profileThing}|\b${profileThing}.{0,60}\b(?:edit|change|update|amend|swap|replace)\b`,
  'i',
);
/** The account itself removed: "please delete the account registered to ...". */
const deleteAccountPattern = /\b(?:delete|erase|remove)\s+(?:my|the|this|his|her|our|their)\s+(?:\w+\s+)?account\b/i;
/** An order of another of the customer's accounts: "I ordered it with my other email", "placed under my work account". */
const orderOfOtherAccountPattern =
  /\b(?:ordered|bought|placed|purchased|orders?)\b.{0,40}\b(?:with|on|under|using|from) (?:my|the|a|an) (?:other|another|different|old|work|personal|second|business) (?:e-?mail(?: address)?|account|login)\b/i;
/** Moving between accounts: "sign out and sign into another account", "swap to my work account". */
const otherAccountInPattern =
  /\b(?:sign|log)(?:ged)? ?(?:in|into|on)(?: to)? (?:another|a different|my other|my (?:work|personal|business|second|old))\b|\b(?:swap|switch|move) (?:over )?to (?:another|a different|my (?:work|personal|business|other|second|old)) \w*\s?account\b/i;

type Rank = (text: string) => readonly IntentScore[];

const IDIOMS: readonly [(message: string, rank?: Rank) => boolean, IntentId][] = [
  [asksWhatYouAre, 'who_are_you'],
  [(message) => profilePattern.test(message) && !/\b(?:order|delivery|parcel)\b/i.test(message), 'edit_account'],
  [(message) => deleteAccountPattern.test(message), 'delete_account'],
  [(message) => otherAccountInPattern.test(message) || orderOfOtherAccountPattern.test(message), 'switch_account'],
  [(message) => cardRefusedPattern.test(message), 'payment_issue'],
  [(message) => notByCardPattern.test(message), 'check_payment_methods'],
  [(message) => praisePattern.test(message), 'review'],
  // A payment method named is a question of how to pay, whatever else the message holds ("I'm buying a sofa
  // and would like to spread the cost").
  [asksAboutNamedMethod, 'check_payment_methods'],
  [(message) => unwantedAccountPattern.test(message) && !otherAccountPattern.test(message), 'delete_account'],
  [(message) => unwantedOrderPattern.test(message) && !termsPattern.test(message) && !partPattern.test(message), 'cancel_order'],
  // With the money named ("send them back and get a refund") it is the refund asked for, as read.
  [(message) => (sendBackPattern.test(message) || collectedPattern.test(message)) && !moneyPattern.test(message), 'returns_policy'],
  [(message) => sentElsewherePattern.test(message), 'change_shipping_address'],
  [(message) => changedMindPattern.test(message) && !termsPattern.test(message), 'cancel_order'],
  [(message) => calledOffPattern.test(message) && !termsPattern.test(message) && !otherThanCancelPattern.test(message), 'cancel_order'],
];

export function withIdioms(ranking: readonly IntentScore[], message: string, rank?: Rank): IntentScore[] {
  const meant = IDIOMS.find(([says]) => says(message, rank))?.[1];
  // A rule settles the reading even when the classifier already leaned its way, but not surely.
  return meant ? pooledInto(ranking, meant, () => true) : [...ranking];
}
