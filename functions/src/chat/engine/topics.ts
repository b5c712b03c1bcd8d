// Questions with one specific, correct answer that the intent classifier would blur into a neighbour:
// "I was charged twice" is not a declined card, "it arrived broken" is not a general complaint. Also a
// request for a person, and facts the catalogue does not hold.
import { DELIVERY_COUNTRIES as COUNTRIES, policyPages, returnsTerms } from '@shop/core/policies';
import { EMAIL_CHANGE_TTL_MS } from '@shop/core/auth';
import { MONEY_BACK_DAYS, RETURNS_DAYS } from '@shop/core/constants';
import { isSmallTalkIntent, OUT_OF_SCOPE, type IntentScore, type ShopIntent, type SupportIntent } from '../classifier/index.ts';
import { listOf, knowledge as k } from './knowledge.ts';
import { countryOfCity } from './places.ts';
import { asksInSentence } from './asking-sentences.ts';

export type Topic =
  | 'charged_twice'
  | 'damaged_item'
  | 'missing_part'
  | 'wrong_item'
  | 'not_received'
  | 'late_delivery'
  | 'warranty'
  | 'change_email'
  | 'exchange'
  | 'discount_codes'
  | 'refund_method'
  | 'express_delivery'
  | 'carry_in'
  | 'missed_delivery'
  | 'return_postage'
  | 'courier_conduct'
  | 'vat'
  | 'large_item_delivery'
  | 'returns_window'
  | 'personal_data';

/** Something that does not work: an item's fault only when what does not work is not a part of the site. */
const malfunction =
  /\b(?:(?:doesn'?t|does not|don'?t|do not|didn'?t|did not) work|not working|stopped working|won'?t (?:turn|switch) on|(?:makes?|making|made|gives?|giving|gave|plays?|playing) no (?:sound|noise|audio)|no sound (?:at all|comes? out|from)|(?:only )?(?:plays|works) (?:on|in|through) (?:only )?one (?:side|ear))\b/i;

const topicPatterns: readonly [Topic, RegExp][] = [
  [
    'charged_twice',
    /\b(?:charged|billed|paid|debited|taken|took|charge[sd]? me)\b.{0,30}\b(?:twice|two times|2 times|double|two payments)\b|\bdouble[- ]?(?:charged|charge|payment|billed)\b|\bduplicate (?:charge|payment|transaction)s?\b/i,
  ],
  [
    'not_received',
    /\b(?:says|said|marked|shows?|showing|status)\b.{0,30}\bdelivered\b|\bdelivered\b.{0,60}\b(?:not|never|haven'?t|didn'?t|no)\b.{0,20}\b(?:received|arrived|got|get|here|come)\b|\b(?:never|not|haven'?t|didn'?t) (?:received|arrived|got)\b.{0,40}\bdelivered\b/i,
  ],
  [
    'not_received',
    /\b(?:never|not|hasn'?t|has not|haven'?t|didn'?t|did not) (?:arrived?|came|come|turned up|shown up|got it|received (?:it|my|the))\b|\b(?:parcel|package|order|delivery) (?:is |was |has been |got )?(?:lost|missing)\b|\bmissing (?:parcel|package|order|delivery)\b/i,
  ],
  [
    'missing_part',
    /\b(?:came|arrived|come|delivered|turned up) (?:\w+ ){0,2}(?:without|with no|minus)\b|\b(?:is|are|was|were) (?:\w+ )?missing (?:from|in|out of)\b|\b(?:not|n'?t) in the (?:box|parcel|package)\b|\bmissing (?:parts?|pieces?|screws?|legs?|feet|cushions?|cables?|chargers?|case)\b|\b(?:parts?|pieces?|screws?|legs?|feet|cushions?|cables?|chargers?|case|remote|instructions) (?:is |are |were |was )?missing\b/i,
  ],
  [
    'damaged_item',
    /\b(?:damaged|broken|faulty|defective|cracked|scratched|scuffed|smashed|dented|torn|ripped|stained|chipped|bent|snapped|leaking|dead on arrival|wobbl(?:y|es|ing)|(?:came|come|coming|gone) (?:loose|apart)|(?:came|fell|has come|have come) off|f(?:a|e)ll(?:ing)? apart|sagg(?:ing|ed|y)|peeling|won'?t (?:charge|pair|connect)|(?:stopped|not) (?:charging|pairing|connecting)|keeps? (?:disconnecting|cutting out|turning off|switching off|dying)|(?:making|makes|made) an? (?:\w+ )?(?:noise|sound)|rattl(?:es|ing)|buzz(?:es|ing)|crackl(?:es|ing)|squeak(?:s|ing|y)|(?:dies|dying|drains|draining|goes flat|runs out|(?:is|goes|went|was) dead)\b.{0,20}\b(?:by|within|quickly|fast|in (?:a|an|\d+) \w+|after (?:a|an|\d+|a few|an) (?:hours?|minutes?|mins?))|won'?t hold (?:a|its) charge|dead pixels?|an? (?:\w+ )?(?:rip|tear|hole|dent|scratch|crack|stain)s?(?: in| on| across| down)\b)/i,
  ],
  ['damaged_item', malfunction],
  [
    'wrong_item',
    /\bwrong (?:item|product|one|size|colou?r|model|thing|order|parcel)s?\b|\bnot (?:the one|what) i ordered\b|\bsent (?:me )?(?:the )?wrong\b|\bdifferent (?:item|product) (?:from|to|than) (?:the one )?(?:i )?ordered\b/i,
  ],
  [
    'courier_conduct',
    /\b(?:driver|courier|delivery (?:guy|man|men|person|people|driver|bloke|lad|company)|postman|postie)\b.{0,60}\b(?:rude|abusive|aggressive|swore|swearing|shouted|threw|thrown|chucked|lobbed|tossed|dumped|flung|kicked|careless|rough(?:ly)?)\b/i,
  ],
  [
    'return_postage',
    /\breturn(?:s|ing)? (?:postage|shipping|delivery|label|courier|costs?|fees?)\b|\b(?:postage|shipping|label|courier)\b.{0,30}\b(?:returns?|returning|back to you)\b|\bsend(?:ing)? (?:\w+ ){1,2}back\b/i,
  ],
  [
    'late_delivery',
    /\b(?:is|was|it'?s|running|arrived|arriving) (?:very |really |so )?(?:late|overdue|delayed)\b|\bshould have (?:been here|arrived|come)\b|\b(?:late|delayed) (?:delivery|order|parcel|package)\b/i,
  ],
  [
    'personal_data',
    /\b(?:what|which) (?:info(?:rmation)?|data|details|personal (?:data|info(?:rmation)?|details)) (?:do|does|will) (?:you|multimart|the shop) (?:keep|hold|store|have|collect|save)\b|\bpersonal data\b|\bgdpr\b|\bdata protection\b|\bdownload my data\b|\bcopy of (?:my|all my|the) (?:data|information|personal)\b|\bsubject access\b/i,
  ],
  [
    'large_item_delivery',
    /\b(?:why|how come)\b.{0,40}\b(?:sofas?|chairs?|couch(?:es)?|settees?|armchairs?|furniture|large items?|big items?)\b.{0,40}\b(?:longer|slower|so long|so slow|(?:10|ten) (?:working )?days|ages)\b/i,
  ],
  [
    'returns_window',
    /\b(?:why|how come)\b.{0,40}\b(?:(?:only|just) (?:30|thirty) days|(?:30|thirty)[- ]days? (?:only|limit|window)|returns? (?:window|period|limit)|(?:30|thirty) days? to (?:return|send))\b/i,
  ],
  ['vat', /\bvat\b|\b(?:sales )?tax(?:es)?\b|\bhidden (?:fees?|costs?|charges?|extras?)\b/i],
  ['warranty', /\bwarrant(?:y|ies|ee)\b|\bguarantee (?:on|for) (?:the|my|a|this)\b/i],
  ['change_email', /\b(?:change|update|edit|new|different)\b.{0,25}\be-?mail(?: address)?\b/i],
  [
    'exchange',
    /\bexchange\b|\bswap (?:it|this|my|the)\b|\breplace it with\b|\b(?:a )?different (?:size|colou?r|model)\b|\breplacement (?:instead|rather)\b|\binstead of (?:a |my )?(?:refund|money back)\b|\bsend (?:me )?(?:a )?(?:new one|replacement)\b/i,
  ],
  [
    'discount_codes',
    /\b(?:discount|promo(?:tional)?|voucher|coupon)s?\b|\bgift (?:card|code|voucher)s?\b|\bcodes?\b.{0,30}\b(?:expired|invalid|not valid|(?:does ?n[o']t|won'?t|will not|did ?n[o']t) work|not working|rejected|used up)\b/i,
  ],
  [
    'express_delivery',
    /\bnext[- ]day\b|\bexpress (?:delivery|shipping|option)\b|\bsame[- ]day deliver\w*|\b(?:priority|faster|quicker|speedier) (?:delivery|shipping)\b|\b(?:deliver(?:ed)?|arrive|get (?:it|them|here)) (?:by )?tomorrow\b|\bpay (?:extra|more) (?:for|to get)\b.{0,20}\b(?:faster|quicker|sooner)\b/i,
  ],
  [
    'missed_delivery',
    /\b(?:i['’]?m|i am|we['’]re|we are|nobody(?:'s| is)|no one(?:'s| is)|(?:i|we) won['’]?t be|(?:i|we) will not be|(?:i|we) might be|(?:i|we) may be)\s+(?:not\s+)?(?:in|home|at home|around|out|away)\b(?!\s+(?:the|a|an|uk|britain|england|europe|ireland|france|germany|spain|italy|america|canada|australia|london)\b)|\bmiss(?:ed|es)? (?:the |my )?(?:delivery|courier|driver|parcel)\b/i,
  ],
  [
    'carry_in',
    /\b(?:carry|bring|take)\s+(?:it|them|this|that|the \w+|furniture|my \w+)\s+(?:in|inside|indoors|upstairs|up(?: the)? stairs|into (?:the|my) (?:house|home|flat|room|lounge))\b|\b(?:carry|bring|take)\s+(?:\w+\s+)?(?:inside|indoors|upstairs)\b|\bleave (?:it|them) (?:outside|on the (?:doorstep|kerb|curb|pavement|drive))\b|\broom of (?:my|your) choice\b/i,
  ],
  [
    'refund_method',
    /\b(?:go(?:es)?|went|gone|going|come|comes|paid|put|credited)\s+back\s+(?:on|to|onto|into)\b|\brefund(?:ed|s)?\b.{0,30}\b(?:same|original|different|another)\s+(?:card|account|bank|payment method)\b|\bstore credit\b/i,
  ],
];
/** What a delivery is: someone out when it comes is about one only with it named. */
const deliveryContextWords =
  /\b(?:deliver\w*|courier|driver|parcel|package|they come|it comes|(?:they|it) arrives?|turns? up|drop(?:ped)? off|missed)\b/i;
/** Where a refund is paid: only when a card, an account or store credit is named. */
const refundPlaceWords = /\b(?:card|account|bank|paypal|payment method|store credit)\b/i;
const paymentPlaceWords = /\b(?:card|bank|paypal|payment method|store credit)\b/i;
const moneyWords = /\b(?:refund\w*|money|reimburs\w*|paid|payments?|credit\w*|charge\w*)\b|£/i;
const accountWords = /\baccounts?\b|\blog(?:ged)? ?(?:in|into)\b|\bsign(?:ed)? ?in\b|\baddress\b|\bcheckout\b|\bpassword\b/i;
const invoiceWords = /\b(?:invoices?|receipts?)\b/i;

/** The clause a problem's word is in, up to that word: "is registration broken" for "broken". */
function clauseBefore(pattern: RegExp, message: string): string {
  return (
    message
      .slice(0, pattern.exec(message)?.index ?? 0)
      .split(/[.!?,;]|\b(?:but|and)\b/)
      .at(-1) ?? ''
  );
}

const otherCodePattern =
  /\b(?:verification|confirmation|reset|security|login|log-in|sms|otp|2fa|access|activation|one-time|sort|post|postal|zip|area|pin|tracking)\s*codes?\b|\bpostcodes?\b|\bcvv|\bcvc/i;
/** What a price includes or what is added to it. */
const priceIncludesPattern = /\b(?:includ\w*|inc|incl|inclusive|exclusive|ex|plus|add|added|adds|extra|on top|hidden)\b/i;
/** After what a price includes, anything more to pay: "so no extra fees at all?". */
const extrasPattern = /\b(?:extra|extras|added|on top|fees?|charges?|costs?|hidden)\b/i;
/** What sending something back costs: "who pays", "is it free", "how much". */
const costWords = /\b(?:pay|pays|paying|paid|cost|costs|costing|charge|charged|free|fee|fees|how much|expensive)\b/i;
/** After an answer about returns, postage is the return's: "do I have to pay the postage?". */
const RETURN_INTENTS: ReadonlySet<string> = new Set(['returns_policy', 'return_order', 'check_refund_policy', 'get_refund']);
const postageWords = /\b(?:postage|post(?:ing)?|courier|label|send(?:ing)? (?:it|them))\b/i;

/** A problem with the site itself (the sign-up form, a password reset, checkout), not with an item. */
const siteWords =
  /\b(?:sign[- ]?up|signing up|register|registration|log ?in|logging in|password|pw|reset|account|website|site|web ?page|page|app|checkout|card|payment|form|link|button|settings|profile|e-?mail|code|voucher|coupon|discount|search|filter|basket|cart|tracking)\b/i;
const itemWords =
  /\b(?:item|items|product|order|parcel|package|delivery|delivered|arrived|came|sofa|couch|chair|phone|watch|strap|headphones|earbuds?|buds?|speakers?|screen|cushion|leg|box)\b/i;
/** Marketing emails are the newsletter, whatever offers they carry. */
const emailWords = /\b(?:e-?mails?|newsletters?|mailing list|mailings?|marketing|correspondence|messages|texts)\b/i;

/** What may not arrive besides a parcel: money, or a message from us. Delivery texts and emails are messages. */
const notParcelWords =
  /\b(?:refunds?|money|reimburse\w*|credit(?:ed)?|e-?mails?|verification|confirmation (?:code|link)|texts?|sms|codes?|links?)\b/i;
const parcelWords =
  /\b(?:items?|products?|orders?|parcels?|packages?|deliver(?:y|ies)|purchases?|sofas?|couch|chairs?|phones?(?! number)|watch(?:es)?|headphones|earbuds|speakers?|box)\b/i;
const aboutAParcel = (message: string) =>
  parcelWords.test(message.replace(/\bdelivery (?:texts?|e-?mails?|notifications?|updates?)\b/gi, ''));

/** "The speaker stopped working", "it won't turn on"; not "the tracking link doesn't work" nor "registration not working". */
function isItemFault(message: string): boolean {
  const subject = clauseBefore(malfunction, message);
  return !siteWords.test(subject) && (itemWords.test(message) || /\b(?:it|this|that|they|them)\b/i.test(subject));
}

export function findTopic(message: string): Topic | undefined {
  return topicPatterns.find(([topic, pattern]) => {
    if (!pattern.test(message)) return false;
    if (topic === 'not_received' || topic === 'late_delivery') return aboutAParcel(message) || !notParcelWords.test(message);
    if (topic === 'damaged_item' && pattern === malfunction) return isItemFault(message);
    // "Is registration broken?": the site's, not an item's; "the phone I got is broken" is the item's.
    if (topic === 'damaged_item')
      return !siteWords.test(clauseBefore(pattern, message)) && (itemWords.test(message) || !siteWords.test(message));
    // "I'm logged into the wrong one", "the checkout has the wrong address": not an item sent.
    if (topic === 'wrong_item') return !accountWords.test(message);
    // "A receipt for warranty purposes", "does the invoice show my discount?": the invoice is asked for.
    if (topic === 'warranty' || topic === 'discount_codes') {
      if (invoiceWords.test(message)) return false;
    }
    // A code that is not a discount's: "the verification code doesn't work", "my postcode is invalid".
    if (topic === 'discount_codes') return !emailWords.test(message) && !otherCodePattern.test(message);
    // "Back to my own account" is no refund's way back; "back on my card" is, whatever was said before.
    if (topic === 'refund_method') return paymentPlaceWords.test(message) || (refundPlaceWords.test(message) && moneyWords.test(message));
    // "I paid for next-day delivery but it took five days" is a complaint about an order, not a question.
    // "I'm away on holiday, which email do I use?" is no delivery; "a complaint about a missed delivery" is a complaint.
    if (topic === 'missed_delivery') return deliveryContextWords.test(message) && !/\bcomplain/i.test(message);
    if (topic === 'return_postage') return costWords.test(message);
    // "Delete my account and personal data" asks to delete it; "update my personal details" to edit it.
    if (topic === 'personal_data')
      return !/\b(?:delet\w*|eras\w*|remov\w*|close|closing|cancel\w*|updat\w*|chang\w*|edit\w*|correct\w*)\b/i.test(message);
    // Only what a price includes: "a VAT invoice for my order" asks for the invoice.
    if (topic === 'vat')
      return priceIncludesPattern.test(message) && !/\b(?:invoices?|receipts?|cancel\w*|refund\w*|return\w*)\b/i.test(message);
    if (topic === 'express_delivery') return !/\b(?:paid for|refund\w*|charged|took|was supposed)\b/i.test(message);
    return true;
  })?.[0];
}

/** The topic of a message that leans on the answer before: postage after returns is the return's. */
export function findTopicAfter(message: string, previousIntent: string | undefined): Topic | undefined {
  const found = findTopic(message);
  if (found || previousIntent === undefined) return found;
  if (previousIntent === 'vat') return extrasPattern.test(message) ? 'vat' : undefined;
  if (!RETURN_INTENTS.has(previousIntent)) return undefined;
  return postageWords.test(message) && costWords.test(message) ? 'return_postage' : undefined;
}

/**
 * The intents of the public support taxonomy each topic is a narrower reading of, the usual one first: the
 * topic's own answer reports the one the classifier read, else the usual one (as a shop question reports its
 * support intent). "Refund me for the damaged chair" is a refund asked for; "it arrived damaged" a complaint.
 */
const topicReadings: Record<Topic, readonly (SupportIntent | ShopIntent)[]> = {
  charged_twice: ['payment_issue', 'get_refund', 'track_refund', 'complaint'],
  damaged_item: ['complaint', 'get_refund', 'check_refund_policy', 'track_refund', 'change_order'],
  missing_part: ['complaint', 'get_refund', 'change_order'],
  not_received: ['track_order', 'complaint', 'get_refund'],
  wrong_item: ['complaint', 'get_refund', 'change_order'],
  late_delivery: ['track_order', 'complaint', 'delivery_period'],
  warranty: [],
  change_email: ['edit_account'],
  exchange: ['change_order', 'get_refund', 'check_refund_policy', 'complaint'],
  discount_codes: [],
  refund_method: ['check_refund_policy', 'get_refund', 'track_refund'],
  express_delivery: ['delivery_options', 'delivery_period'],
  carry_in: ['delivery_options'],
  missed_delivery: ['delivery_options', 'track_order'],
  return_postage: ['returns_policy', 'get_refund'],
  courier_conduct: ['complaint', 'contact_customer_service'],
  vat: [],
  large_item_delivery: ['delivery_period'],
  returns_window: ['returns_policy', 'check_refund_policy'],
  personal_data: [],
};

/** The support intent an answer about `topic` reports, given the classifier's reading; the topic itself where the taxonomy has none. */
export function topicIntent(topic: Topic, classifierIntent: string | undefined): string {
  const readings: readonly string[] = topicReadings[topic];
  return readings.find((intent) => intent === classifierIntent) ?? readings[0] ?? topic;
}

/** What the privacy policy says is kept, and how to have a copy: its own words. */
const privacy = policyPages.privacy.sections;
const keptAboutYou = [...(privacy[0]?.paragraphs ?? []), privacy[2]?.paragraphs[0] ?? ''].join(' ');

export const topicReplies: Record<Topic, string> = {
  personal_data: `${keptAboutYou} The privacy policy has the rest.`,
  large_item_delivery: `Sofas and chairs travel by two-person courier, who bring them to your door, and that takes up to 10 working days; other orders arrive within 2 to 4 working days of dispatch. ${k.cutOff}`,
  returns_window: `Our terms give you ${RETURNS_DAYS} days from delivery to return an item, free, and your money back within ${MONEY_BACK_DAYS} days if you are not happy. I can only tell you what the terms say; for the reasons behind them, or a case outside them, a person can help: ${k.contact}.`,
  vat: `Our prices include UK VAT, and delivery is free: the total at checkout is the price you see, with nothing added (a discount code can only lower it). Your cart, checkout, order emails and each order's VAT invoice show how much VAT it includes.`,
  return_postage: `Returns are free: you pay nothing to send an item back within ${RETURNS_DAYS} days of delivery. Once we accept your return, print its returns slip from the order page, put it in the parcel with the items and send them to ${returnsTerms.address}. Sofas and chairs are collected from your door: ${k.contact} to book a day.`,
  courier_conduct: `Sorry, that is not how your delivery should have been handled. Please tell our team your order number and what happened, so they can take it up: ${k.contact}. If anything arrived damaged, you can return it free of charge within ${RETURNS_DAYS} days.`,
  express_delivery: `We have one delivery service, free on every order: there is no next-day or express option. ${k.cutOff} ${k.delivery}`,
  missed_delivery: `If nobody is in, the courier may leave your parcel with a neighbour or in a safe place, or try again another day; its tracking (the number in your dispatch email) shows what happened. If you cannot find it, contact us with your order number: ${k.contact}.`,
  carry_in: `Sofas and chairs travel by two-person courier, and every order is delivered to your door. I cannot confirm more than that, such as carrying it to a room or upstairs: a person can check for you: ${k.contact}.`,
  refund_method: `Refunds go back to the card you paid with: we cannot pay them to another card or account, nor as store credit. ${k.refundTiming}`,
  charged_twice: `Sorry about that. Each order is charged once, when you pay at checkout. If your statement shows two payments for one order, one may be a card check that your bank releases by itself; if both have been taken, tell us the order number and the dates and we refund the duplicate in full: ${k.contact}.`,
  damaged_item: `Sorry your item arrived damaged or faulty. ${k.returns} You can return it free of charge for a full refund (${k.moneyBack}). Keep the packaging if you can, and contact us with your order number and a photo of the damage: ${k.contact}.`,
  missing_part: `Sorry something is missing from your delivery. Contact us with your order number and what is missing, and we will put it right: ${k.contact}. Or return the item free of charge within ${RETURNS_DAYS} days for a full refund.`,
  not_received: `Sorry your parcel has not reached you. Please check around your door, with neighbours and any safe place the courier may have used. If it is still missing, contact us with your order number: we look into it with the courier and, if it is lost, send it again or refund you: ${k.contact}.`,
  wrong_item: `Sorry we sent you the wrong item. Return it free of charge within ${RETURNS_DAYS} days and we refund you in full or send the one you ordered: ${k.returns}`,
  late_delivery: `Sorry your order is late. ${k.delivery} The order's page shows its tracking once it has left our warehouse.`,
  warranty: `I cannot confirm a manufacturer's warranty for a product: our catalogue does not list one. What we do promise: returns within ${RETURNS_DAYS} days and your money back within ${MONEY_BACK_DAYS} days. For a fault after that, contact us with your order number and we will help: ${k.contact}.`,
  change_email: `Your email address is your login. To change it, open Settings and use Change email: enter the new address and your current password, and we email a link to the new address, which works once, for ${EMAIL_CHANGE_TTL_MS / 3_600_000} hours. Your email changes when you open that link, and we tell your old address.`,
  exchange: `We do not swap items directly. If your order has not been dispatched yet, we can change it for you: ${k.contact}. Once it has arrived, return the item free of charge within ${RETURNS_DAYS} days for a full refund, then order the one you want in the Shop. ${k.refundTiming}`,
  discount_codes: `If you have a discount code, enter it in the "Discount code" box in your cart or at checkout and choose Apply: the cart shows what it takes off before you pay, or why it cannot be used (for example expired, used up, or a minimum spend). One code per order. I cannot hand out codes, and we have no vouchers or gift cards.`,
};

// Countries a customer may ask about, so "do you deliver to Japan?" gets a plain no instead of a guess.
const OTHER_COUNTRIES = [
  ...['Japan', 'China', 'India', 'Brazil', 'Mexico', 'Switzerland', 'Norway', 'Sweden', 'Denmark', 'Finland', 'Belgium'],
  ...['Portugal', 'Poland', 'Austria', 'Greece', 'Turkey', 'Russia', 'New Zealand', 'South Africa', 'Nigeria', 'Kenya'],
  ...['Singapore', 'Hong Kong', 'United Arab Emirates', 'Dubai', 'Israel', 'Argentina', 'Iceland', 'Czech Republic', 'Hungary'],
];
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  usa: 'United States',
  us: 'United States',
  america: 'United States',
  holland: 'Netherlands',
};

const deliveryWords =
  /\b(?:deliver|delivery|deliveries|ship|shipping|ships|send|post|abroad|overseas|international(?:ly)?|outside (?:the )?uk)\b/i;

export function findCountry(message: string): string | undefined {
  const lower = ` ${message.toLowerCase().replace(/[^a-z ]+/g, ' ')} `;
  const named = [...COUNTRIES, ...OTHER_COUNTRIES].find((country) => lower.includes(` ${country.toLowerCase()} `));
  if (named) return named;
  const alias = Object.keys(COUNTRY_ALIASES).find(
    (word) => lower.includes(` ${word} `) && (word !== 'us' || /\b(?:to|in) (?:the )?us\b/i.test(message)),
  );
  return alias && COUNTRY_ALIASES[alias];
}

/** Buying from somewhere: "can I order from Munich?", "I live in Lyon, can I buy a sofa?". */
const buyingPattern = /\b(?:order|orders|ordering|buy|buying|purchase|purchasing)\b/i;
/** Asks whether something can be done: a place in a statement is more often an address than a question. */
const asksWhetherPattern = /\b(?:can|could|do|does|will|would)\s+(?:you|u|i|we|they)\b|\bis (?:it|that|this) possible\b|\?/i;
/** The customer's own order: "I ordered from Munich, where is it?" asks where it is, not where we deliver. */
const ownOrderPattern =
  /\b(?:my|our) (?:order|parcel|package|delivery|purchase)s?\b|\b(?:i|we) (?:ordered|bought|purchased|paid)\b|\border\s*(?:number|no\.?)?\s*#?\s*\d{3,}|#\s*\d{3,}|\{\{\s*order (?:number|id)\s*\}\}/i;
/** Buying from a place a templated message names as a placeholder: "ordering from {{Delivery City}}". */
const orderFromPlaceholderPattern =
  /\b(?:order|ordering|buy|buying|purchase|purchasing|shop|shopping)\s+from\s+\{\{\s*(?:delivery |shipping )?(?:city|country|location|place|region)\s*\}\}/i;
const movedAbroadPattern = /\b(?:moved|moving|move|relocated|relocating|living|live|gone|going)\s+(?:\w+\s+)?abroad\b/gi;
/** The words after "from", "in" or "to", where a buyer names the country they are in. */
const afterPlacePrepositions = (message: string) =>
  [...message.matchAll(/\b(?:from|in|to)\s+(.{0,30})/gi)].map(([, words]) => words).join(' ');

/**
 * An answer about delivering to a country or abroad, from the checkout's own country list; undefined when
 * not asked. Asking whether one can buy from a country is asking the same. A city counts for its country
 * (places.ts) in a question that is not about the customer's own order: "can I order from Manchester?" asks
 * whether we deliver to the UK. `ordinaryWords` are not read as a city in lower case. `isDeliveryTalk`: the
 * conversation is already about delivery, so "what about Norway?" asks whether we deliver there.
 */
export function deliveryAbroadReply(said: string, ordinaryWords: ReadonlySet<string>, isDeliveryTalk = false): string | undefined {
  // "I've moved abroad" tells why, and asks nothing about delivery.
  const message = said.replace(movedAbroadPattern, '');
  const asksDelivery = isDeliveryTalk || deliveryWords.test(message);
  const isAboutOwnOrder = ownOrderPattern.test(message);
  const asksWhether = (isDeliveryTalk || asksWhetherPattern.test(message)) && !isAboutOwnOrder;
  const asksFromSomewhere = asksWhether && buyingPattern.test(message);
  if (!asksDelivery && !asksFromSomewhere && !orderFromPlaceholderPattern.test(message)) return undefined;
  const city = asksWhether ? countryOfCity(message, ordinaryWords) : undefined;
  const country = (asksDelivery ? findCountry(message) : findCountry(afterPlacePrepositions(message))) ?? city;
  // A templated message names its place as a placeholder: "can I order from {{Delivery City}}?".
  const namesSomePlace = !isAboutOwnOrder && orderFromPlaceholderPattern.test(message);
  if (!asksDelivery && !country && !namesSomePlace) return undefined;
  const isAbroad =
    namesSomePlace ||
    /\b(?:abroad|overseas|international(?:ly)?|outside (?:the )?uk|other countries|which countries|what countries|countries)\b/i.test(
      message,
    );
  if (!country && !isAbroad) return undefined;
  const all = `We deliver to ${listOf([...COUNTRIES])}, with free shipping to each.`;
  // "outside the UK" names the UK only to leave it.
  if (!country || (isAbroad && country === 'United Kingdom')) return all;
  // "Toronto and Melbourne": each place named, in the order named.
  const places = [
    ...new Set([
      country,
      ...morePlaces(message).map((part) => findCountry(part) ?? (asksWhether ? countryOfCity(`to ${part}`, ordinaryWords) : undefined)),
    ]),
  ].filter((place): place is string => place !== undefined);
  const served = places.filter((place) => (COUNTRIES as readonly string[]).includes(place));
  const unserved = places.filter((place) => !served.includes(place));
  const yes = served.length > 0 ? `Yes, we deliver to ${listOf(served.map(withArticle))}, and shipping is free. ${k.delivery}` : '';
  const no = unserved.length > 0 ? `Sorry, we do not deliver to ${listOf(unserved.map(withArticle))}. ${all}` : '';
  return [yes, no].filter(Boolean).join(' ');
}

/** "The United Kingdom", "the Netherlands", but "France". */
const withArticle = (country: string) => (/^(?:united|netherlands|czech)\b/i.test(country) ? `the ${country}` : country);

/** The parts after the first of a list of places: "to Toronto and Melbourne" -> ["Melbourne"]. */
const morePlaces = (message: string) =>
  message
    .split(/\s*(?:,|&|\band\b|\bor\b)\s*/i)
    .slice(1)
    .map((part) => part.replace(/[?!.]+$/, ''));

/** Who or what the customer is writing to: "am I talking to a real person or a bot?", "are you an AI?", "who are you?". */
const whatYouArePattern =
  /\b(?:(?:are (?:you|u)|(?:am i|(?:whether|if) i(?:'m| am)) (?:talking|speaking|chatting|corresponding|communicating|dealing) (?:to|with)|is (?:this|that|it)|what are (?:you|u)|who(?: exactly)? am i)\b[^.?!]{0,40}\b(?:real|human|person|bot|robot|chat ?bot|machine|ai|computer|program(?:me)?|automated|member of staff|staff|assistant|chat ?gpt)\b|(?:who|what) (?:are|r) (?:you|u)(?: exactly)?\s*(?:\?|$))/i;
/** Asking for a person, not what the assistant is: "can I speak to a real person?", "put me through to a human". */
const wantsPersonPattern =
  /\b(?:can|could|may) i (?:speak|talk|chat)\b|\btransferr?(?:ed|ing)?\b|\bput (?:me )?through\b|\bconnect(?:ed)? (?:me|to|with)\b|\b(?:get|pass) me\b|\bi (?:want|need|would like|'d like|wanna) (?:to (?:speak|talk|chat)|a (?:real )?(?:person|human))/i;

/** The shop's business, or something gone wrong: a sentence with one of these asks more than what the chat is. */
const businessPattern =
  /\b(?:orders?|ordered|refund\w*|return\w*|deliver\w*|ship\w*|parcel|dispatch\w*|cancel\w*|accounts?|password|log ?in|sign ?up|regist\w*|invoice|receipt|bill|pay\w*|card|charge\w*|price|cost\w*|how much|stock|available|discount|code|voucher|newsletter|address|track\w*|complain\w*|warranty|broken|damaged|faulty|wrong|missing|late)\b/i;
/** A person asked for beside the question: "real person please", "let me speak to an agent". */
const personAskedPattern =
  /\b(?:agent|operator|representative|real person|live person|actual person|someone real)\b|\b(?:speak|talk|chat) (?:to|with) (?:a|an|some|the|your|real)\b/i;
/** A sentence that asks about the chat itself: "what's your name?", "who is answering me?". */
const aboutTheChat = /\b(?:chat|chat ?bot|bot|robot|person|human|machine|ai|program(?:me)?|assistant|name|who)\b/i;
const commandPattern =
  /^\W*(?:please\s+)?(?:cancel|send|change|update|delete|close|track|return|reset|give|show|check|add|remove|swap|exchange|email|call|stop|unsubscribe)\b/i;
/** Sure enough of a request that the words around a bot question ask something: "Are you a bot? klarna". */
const SURE_REQUEST = 0.95;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Asks whether the chat is a person or a program, and nothing else: not to be put through to a person, nor
 * anything of the shop's business in another sentence ("Are you a bot? My refund never came" asks about the
 * refund). What is told around it ("my kids think it's a person typing") leaves the question as it is; with
 * the classifier at hand, words around it that read surely as a request ("Are you a bot? customer service")
 * are that request.
 */
export function asksWhatYouAre(message: string, rank?: (text: string) => readonly IntentScore[]): boolean {
  const asked = whatYouArePattern.exec(message);
  if (!asked || wantsPersonPattern.test(message)) return false;
  const sentence = new RegExp(String.raw`[^.!?\n]*${escapeRegExp(asked[0])}[^.!?\n]*[.!?]*`, 'i');
  const rest = message.replace(sentence, ' ').match(/[^.!?\n]*\w[^.!?\n]*[.!?]*/g) ?? [];
  const asksNothingElse = rest.every(
    (other) =>
      !businessPattern.test(other) &&
      !personAskedPattern.test(other) &&
      !commandPattern.test(other) &&
      (!asksInSentence(other) || aboutTheChat.test(other)),
  );
  if (!asksNothingElse || !rank || rest.length === 0) return asksNothingElse;
  const [top] = rank(rest.join(' '));
  return !top || top.confidence < SURE_REQUEST || isSmallTalkIntent(top.intent) || top.intent === OUT_OF_SCOPE;
}

/** "I want a human", "real person please"; not "are you a real person?". */
export function asksForPerson(message: string): boolean {
  if (asksWhatYouAre(message)) return false;
  return /\b(?:human|humans|real person|a person|live person|someone real|real someone|actual person|agent|representative|operator|staff member|speak to someone|talk to someone|speak to somebody|talk to somebody|speak with someone|talk with someone|(?:put|get) me through|transfer me|connect me (?:to|with)|(?:speak|talk) (?:to|with) (?:a |the |your )?(?:manager|supervisor|team|staff|colleague))\b/i.test(
    message,
  );
}

/** A question about something the catalogue does not hold: compatibility, waterproofing, future prices, discounts. */
const unknowableFact =
  /\bcompatib|\bworks? (?:with|on)\b|\bfit(?:s)? (?:my|an?|the)\b|\bwater ?proof|\bwater[- ]?resistan|\bsplash|\bswim|\bshower|\bblack friday\b|\bcyber monday\b|\bboxing day\b|\bsale\b|\bcheaper (?:later|soon|next\b|on (?:black|cyber|boxing|sale)|in (?:the )?(?:sales?|january|new year|future|a (?:week|month|few))|at (?:christmas|easter|the weekend)|by (?:then|christmas))|\bprice (?:drop|go down|come down|be reduced)|\bgo(?:ing)? down in price\b|\bdiscount|\bsim\b|\bdual sim\b|\b5g\b|\bbattery\b|\bcharger\b|\bbluetooth version\b|\bdimensions?\b|\bweigh|\bmade of\b|\bmaterial\b|\bcolou?rs?\b|\bsizes?\b|\bin stock (?:in|at) (?:a|the|your) (?:store|shop)\b|\brelease date\b|\bnew model\b/i;

export function asksUnknowableFact(message: string): boolean {
  return unknowableFact.test(message);
}

/** A yes-or-no question about the thing itself: "does this one fold away?", "is the Baltsar easy to clean?". */
const aboutTheThing = /^\s*(?:does|do|is|are|can|will|would|could|has|have)\s+(?:it|they|this|that|these|those|the)\b/i;
/** "Is it possible", "is it too late", "would it be ok": "it" is no product. */
const emptyIt = /\b(?:is|would|will|could) it (?:be )?(?:possible|too late|ok|okay|alright|fine|true|\d)/i;
/** Words of an order or the shop's service: such a question is not about what the product is like. */
const serviceWords =
  /\b(?:orders?|ordered|refund\w*|return\w*|deliver\w*|arriv\w*|dispatch\w*|ship\w*|parcel|cancel\w*|warehouse|working days|pay\w*|charge\w*|days?|weeks?|tomorrow|next day)\b|\d+\s*-\s*\d+\s*days\b/i;

/** A yes-or-no question about the product itself that is not its stock, price or rating (those are asked elsewhere). */
export function asksOtherFact(message: string, asksCatalogThing: boolean, asksInStock: boolean): boolean {
  return aboutTheThing.test(message) && !emptyIt.test(message) && !serviceWords.test(message) && !asksCatalogThing && !asksInStock;
}
