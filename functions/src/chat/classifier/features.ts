// Turns a message into the features the classifier weighs. Character n-grams inside each word let a typo
// ("acount") or a run-on word ("cancelorder") still share most features with the right word; whole words
// and word pairs keep the meaning that word order gives ("cancel order" vs "order cancelled"). Values
// (amounts, order numbers, places) count as whole words only: their letters mean nothing.
import { ENTITY_WORDS, maskEntities } from './entities.ts';
import { normalizeText, wordsOf } from './normalize.ts';
import { mapWords } from './word-map.ts';

export type FeatureOptions = {
  /** Smallest and largest character n-gram, or null for words only. */
  charNgrams: readonly [number, number] | null;
  words: boolean;
  wordPairs: boolean;
  /** How much a word or word-pair feature weighs against a character n-gram, before normalisation. */
  wordWeight: number;
  /** Replace amounts, order numbers, places and other values by one word per kind (entities.ts). */
  withValueWords: boolean;
  /** Rewrite synonyms and spelling variants to one word each (word-map.ts) before extracting features. */
  withWordMap: boolean;
  /** Count the last sentence of a longer message twice: a story's request usually comes last. */
  withFinalSentenceTwice: boolean;
  /** Read a word the training sentences lack as the one known word it is a slip of (spelling.ts). */
  withSpelling: boolean;
};

const COURTESY_WORDS = new Set(
  (
    'hi hello hey hiya dear good morning afternoon evening day thank thanks thankyou thx ty ta cheers many much very so lot lots ' +
    'in advance again you for your help please kind kindest best regards wishes yours faithfully sincerely truly appreciate ' +
    'appreciated it a all team sir madam'
  ).split(' '),
);
/** A name alone, signing a message on its last line: "John Smith", "Jo". */
const SIGNATURE = /^\s*[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}\.?\s*$/;
/** A sign-off's name after a comma: "Many thanks, Jo Bloggs". */
const SIGNED_NAME = /,\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*$/;

/**
 * Thanks or a closing that says more than courtesy words but still asks nothing: "Thanks for your help with
 * this!", "thanks in advance for the info", "I would really appreciate a quick reply", "Have a nice day".
 * Not a question, and nothing asked after it ("thanks, but where is it" keeps its request as a clause).
 */
const CLOSING =
  /^(?:(?:many |big |huge )?thanks?(?: you)?(?: so much| very much| a lot)?(?: in advance)?(?: for (?:your|the|any|all)(?: kind| quick| prompt| fast)? (?:help|assistance|information|info|time|reply|response|answer|support|patience|understanding|attention|advice)(?: with (?:this|that|it|my \w+)| on (?:this|that))?)?|thank u|cheers(?: (?:mate|again|in advance))?|much appreciated|(?:i |we )?(?:would |'d |will )?(?:really |greatly |truly )?appreciate (?:a |an |your |any )?(?:quick |fast |prompt |speedy |swift |early )?(?:reply|response|answer|help|assistance|update|feedback)(?: \w+){0,3}|(?:have a|enjoy your) (?:nice|good|great|lovely) (?:day|evening|weekend)|(?:i )?look(?:ing)? forward to (?:your|hearing)(?: \w+){0,3}|hope to hear from you(?: soon)?)$/;

/** Words that ask nothing, on their own after a request: "or something like that", "lol", "asap", "Just wondering." */
const FILLER =
  /^(?:or something(?: like that)?|or whatever|if possible|if you can|lol|haha|asap|thx|ty|pls|plz|please|just (?:wondering|curious|asking|checking)|thats all|that is all)$/;

/** "Good morning", "Thank you very much", "Kind regards, Sam": a greeting or thanks that asks nothing. */
/** Praise beside a request: "you guys are great", "love your shop". */
const PRAISE =
  /^(?:(?:you|youre)(?: guys| all| lot)?(?: are)? (?:so |really )?(?:great|awesome|amazing|the best|brilliant|stars|legends|fab|fantastic|wonderful|lovely)|(?:i )?love (?:your|this) (?:shop|store|site|website|products|stuff)|great (?:shop|service|site|products))$/;

function isCourtesy(sentence: string): boolean {
  const text = normalizeText(sentence.replace(SIGNED_NAME, ''));
  return (
    text.split(' ').every((word) => COURTESY_WORDS.has(word)) ||
    (!sentence.includes('?') && CLOSING.test(text)) ||
    FILLER.test(text) ||
    PRAISE.test(text) ||
    // "Thanks so much in advance, you guys are great!": clauses that are each courtesy.
    (sentence.includes(',') && sentence.split(',').every((clause) => /\w/.test(clause) && isCourtesy(clause)))
  );
}

/** A sentence without the greeting or thanks clauses before or after its request: "hiya, ..., cheers". */
function withoutCourtesyClauses(sentence: string): string {
  const clauses = sentence.split(/(?<=,)\s*|\s+(?=[-–]\s)/);
  let first = 0;
  let last = clauses.length - 1;
  while (first < last && isCourtesy(clauses[first] ?? '')) first++;
  while (last > first && isCourtesy(clauses[last] ?? '')) last--;
  return withoutFillers(withoutTrailingThanks(clauses.slice(first, last + 1).join(' ')));
}

/** A greeting run into the request: "hello hello where is my order", "hi there can I ...". */
const LEADING_GREETING =
  /^(?:(?:(?:hi|hello|hey|hiya|howdy|greetings|yo|dear)(?: (?:there|all|team|everyone|folks|guys|sir|madam|multimart))?|good (?:morning|afternoon|evening|day))(?:[\s,!.:;-]+|$))+/i;
/** Words run on after the request that ask nothing more: "thx", "if possible", "or something like that", "lol". */
const TRAILING_FILLER =
  /(?:[\s,]+(?:thx|thnx|thanx|ty|tia|pls|plz|lol|haha|asap|or something(?: like that)?|or whatever|if possible|if you can|if you could|and thanks|thanks|thank you|cheers|just (?:wondering|curious|asking))[!.]*)+$/i;
/** A label before the request: "Quick question: ...", "One more thing - ...", "btw, ...". */
const LEADING_LABEL =
  /^(?:(?:quick question|one more thing|another thing|and another thing|question|btw|by the way|oh and|real quick)\s*[:,–-]|(?:i'?m )?not sure if this is the right place(?: to ask)?,? but)\s*/i;

/** The sentence without a greeting run into its start, or fillers or frustration run on at its end, when words are left. */
function withoutFillers(sentence: string): string {
  const trimmed = sentence
    .replace(LEADING_GREETING, '')
    .replace(LEADING_LABEL, '')
    .replace(TRAILING_ASIDE, '')
    .replace(TRAILING_FILLER, '')
    .replace(TRAILING_VENTING, '');
  return /\w/.test(trimmed) ? trimmed : sentence;
}

/** Thanks run on after the request without a stop: "where is my order thanks in advance for the info". */
function withoutTrailingThanks(sentence: string): string {
  const thanks = /\s(?:(?:many |big )?thanks?|thank (?:you|u)|cheers)\b[^?]*$/i.exec(sentence);
  return thanks && thanks.index > 0 && CLOSING.test(normalizeText(thanks[0])) ? sentence.slice(0, thanks.index) : sentence;
}

/**
 * The sentences that carry the request: greetings and thanks around it are left out, as sentences or as
 * clauses, so "Hello. Where is my order? Thank you." and "hiya, where's my order, cheers" read as the
 * question, not as thanks. A message that is only courtesy keeps it all.
 */
function requestSentences(said: string): string[] {
  const message = withoutRemarks(withoutPostscript(said));
  // "Hi.Where is it?" is two sentences; "www.example.com" is not.
  // A line of its own is a sentence of its own (a letter's sign-off), and a name alone on the last line signs it.
  const sentences = message
    .split(/(?<=[.!?])\s+|(?<=[a-z][.!?])(?=[A-Z])|\s*\n+\s*/)
    .filter((sentence, index, all) => /\w/.test(sentence) && !(index === all.length - 1 && index > 0 && SIGNATURE.test(sentence)));
  const request = sentences.filter((sentence) => !isCourtesy(sentence) && !isBeside(sentence)).map(withoutCourtesyClauses);
  return request.length > 0 ? request : sentences;
}

/** What a message asks, as the classifier reads it: without greetings, thanks, pleas for help or frustration around it. */
export function requestText(message: string): string {
  return requestSentences(message).join(' ');
}

/** A postscript after a request is an afterthought ("PS: love your shop"), not what the message asks. */
function withoutPostscript(message: string): string {
  const postscript = /\s+p\.?\s?s\.?(?::|\s)[\s\S]*$/i.exec(message);
  return postscript && wordsOf(message.slice(0, postscript.index)).length >= 3 ? message.slice(0, postscript.index) : message;
}

/** A remark in brackets beside the request ("(this is for my mum's account)"); one with a number in it may name the order. */
function withoutRemarks(message: string): string {
  const kept = message.replace(/\s*\([^()\d]*\)/g, '');
  return wordsOf(kept).length >= 3 ? kept : message;
}

/** A number given beside the request: "My order number is 48213.", "Order #10234". Read, but not as the request. */
const NUMBER_DETAIL =
  /^(?:(?:my|the|our) (?:order|order (?:number|no|id|ref|reference)|reference|tracking number|invoice number) (?:is|was|:)\s*\S+(?: \S+)?|(?:order|ref|reference|invoice)(?: (?:number|no|ref|reference|id))?\s*[:#]?\s*\S*\d\S*)[.!]?$/i;
/** Who is writing, for whom and from what: "My email is jo@example.com", "It's for my mum's account", "Following up on my last message", "Sent from my iPhone". Not read at all. */
const ASIDES = [
  String.raw`(?:i )?hope this is the right place(?: to ask)?`,
  String.raw`sorry (?:for|about) my (?:english|spelling|grammar|typing|typos)`,
  String.raw`(?:you can )?(?:call|reach|contact|text|ring) me (?:on|at)\b.*`,
  String.raw`(?:please )?(?:reply|respond|answer|get back to me) (?:by|via|over|on) (?:e-?mail|phone|text)`,
  String.raw`(?:just )?following up(?: on| about)?(?: my| our)?(?: (?:last|previous|earlier|other))?(?: (?:message|email|e-mail|chat|question|request|enquiry|inquiry))?`,
  String.raw`(?:it'?s|its) me again`,
  String.raw`(?:this is |it'?s )?(?:for|on behalf of) (?:my|our) \w+(?:'?s)?(?: account)?`,
  String.raw`(?:my|our) (?:account |login |registered |contact )?(?:email|email address|phone|phone number|mobile number|name|postcode|post code) (?:is|was|:)\s*\S+(?: \S+)?`,
  String.raw`(?:i'?m |i am |i have been )?(?:a )?(?:long[- ]time|loyal|regular|new|first[- ]time|returning) (?:customer|shopper|buyer)(?: of yours| here)?(?: for (?:years|ages|\w+ years))?`,
  String.raw`sent from my \w+(?: \w+)?`,
  String.raw`i(?:'m| am) (?:on|using) (?:my |a )?(?:phone|mobile|iphone|android|tablet|ipad|laptop)`,
  String.raw`(?:sorry,? )?typing on (?:my|a) (?:phone|mobile)`,
  String.raw`i'?m (?:so |really )?(?:excited|happy|thrilled|delighted) (?:about|with) (?:my|the) (?:new )?\w+`,
];
const ASIDE = new RegExp(String.raw`^(?:${ASIDES.join('|')})[.!]?$`, 'i');
/** Contact details or how to answer, run on after the request without a stop: "... my account email is jo@example.com". */
const TRAILING_ASIDE =
  /[\s,]+(?:(?:my|our) (?:account |login |registered |contact )?(?:email|email address|phone|phone number|mobile number) (?:is|was|:)\s*\S+|(?:please )?(?:reply|respond|answer|get back to me) (?:by|via|over|on) (?:e-?mail|phone|text))[.!]?$/i;
/** Who is writing, by a capitalised name: "Hi, it's Sarah from Leeds.", "This is Mark." */
const INTRODUCTION =
  /^(?:(?:Hi|Hello|Hey),? )?(?:[Ii]t'?s|[Tt]his is|[Mm]y name is|[Ii]'?m) [A-Z][a-z]+(?: [A-Z][a-z]+)?(?: (?:from|in) [A-Z][a-z]+)?[.!]?$/;

/** The words of a plea for help, or for leave to ask, that says nothing of what with. */
const PLEA_WORDS = new Set(
  (
    'help helping assist assistance support question questions query ask something quick small one more thing problem issue an ' +
    'can could would will may might you u someone somebody anyone anybody who please pls plz me out i id ive im need ' +
    'want like really some bit little a have got there is are any chance possible able to be hoping hope wondering ' +
    'wonder if was mind do hi hello hey'
  ).split(' '),
);
const PLEA_CORE =
  /\b(?:help|assist|assistance|support|questions?|query|ask|problem|issue)\b|\b(?:anyone|anybody|someone|somebody|you) there\b/;

/**
 * Asking for help, or for leave to ask, before saying with what: "Can you help?", "Any chance you can help?",
 * "Can I ask something?", "I need some assistance." The request comes in another sentence.
 */
export function isPleaForHelp(sentence: string): boolean {
  const text = normalizeText(sentence);
  return PLEA_CORE.test(text) && text.split(' ').every((word) => PLEA_WORDS.has(word));
}

/**
 * Frustration that names nothing: "this is ridiculous", "What a joke!", "I'm so fed up", "I've been waiting for
 * hours". Heard (the engine apologises for complaints), but not read as the request, which is elsewhere.
 */
const INTENSIFIER = String.raw`(?:so|really|absolutely|totally|completely|utterly|fucking|bloody|effing|damn|just|beyond|getting|very|quite|pretty)`;
const VENT = String.raw`(?:(?:this|that|it)(?:'s|s| is| was)? (?:${INTENSIFIER} )*(?:a )?(?:${INTENSIFIER} )*(?:ridiculous|a joke|joke|unacceptable|annoying|frustrating|absurd|insane|crazy|madness|rubbish|pathetic|outrageous|terrible|awful|a shambles|shambles|a disgrace|disgraceful|nonsense|a nightmare|a mess)|what a (?:${INTENSIFIER} )*(?:joke|shambles|nightmare|mess|disgrace)|i(?:'m|m| am) (?:${INTENSIFIER} )*(?:fed up|frustrated|annoyed|angry|livid|furious|upset|disappointed|desperate|sick of (?:this|it))|(?:this|it)(?:'s|s| is) (?:really |very |quite |extremely )?urgent|i(?:'ve| have)? been (?:waiting|on hold|trying) (?:for )?(?:hours|days|weeks|ages|forever|so long|a (?:long )?(?:while|time|week|day|month)|(?:\d+|a few|several|two|three) (?:minutes|hours|days|weeks))|unbelievable|ridiculous|seriously|ugh+|wtf|ffs|come on|honestly)`;
const VENTING = new RegExp(String.raw`^${VENT}[\s!.?]*$`, 'i');
const TRAILING_VENTING = new RegExp(String.raw`[\s,]+${VENT}[\s!.]*$`, 'i');

const isAside = (sentence: string) => ASIDE.test(sentence.trim()) || INTRODUCTION.test(sentence.trim());
/** A sentence that is not the request: who is writing, a plea for help before it, frustration beside it. */
const isBeside = (sentence: string) => isAside(sentence) || isPleaForHelp(sentence) || VENTING.test(sentence.trim());
const isDetail = (sentence: string) => isAside(sentence) || NUMBER_DETAIL.test(sentence.trim());

/** The plain words of a message, as the classifier reads them. */
export function messageWords(
  message: string,
  options: Pick<FeatureOptions, 'withValueWords' | 'withWordMap' | 'withFinalSentenceTwice'>,
  correct: (word: string) => string = (word) => word,
): string[] {
  const sentences = requestSentences(message);
  const request = sentences.join(' ');
  // The request: the last sentence that does more than give a detail ("My order number is 48213.").
  const last = sentences.findLast((sentence) => !isDetail(sentence)) ?? sentences.at(-1) ?? '';
  const text = options.withFinalSentenceTwice && sentences.length > 1 ? `${request} ${last}` : request;
  const words = normalizeText(options.withValueWords ? maskEntities(text) : text)
    .split(' ')
    .filter((word) => word.length > 0)
    .map(correct);
  return options.withWordMap ? mapWords(words) : words;
}

export function extractFeatures(words: readonly string[], options: FeatureOptions): string[] {
  const features: string[] = [];
  if (options.words) for (const word of words) features.push(wordFeature(word));
  if (options.wordPairs) for (let i = 1; i < words.length; i++) features.push(pairFeature(words[i - 1] ?? '', words[i] ?? ''));
  const { charNgrams } = options;
  if (charNgrams) for (const word of words) features.push(...charNgramsOf(word, charNgrams));
  return features;
}

export const wordFeature = (word: string) => `w:${word}`;
export const pairFeature = (first: string, second: string) => `p:${first} ${second}`;

/** A word's character n-grams, with a space before and after it; none for a value word. */
export function charNgramsOf(word: string, [min, max]: readonly [number, number]): string[] {
  if (ENTITY_WORDS.has(word)) return [];
  const ngrams: string[] = [];
  const padded = ` ${word} `;
  for (let n = min; n <= max; n++) {
    for (let start = 0; start + n <= padded.length; start++) ngrams.push(padded.slice(start, start + n));
  }
  return ngrams;
}

/** Word features ("w:", "p:") weigh `wordWeight`; character n-grams weigh 1. */
export function featureWeight(feature: string, options: FeatureOptions): number {
  return feature.startsWith('w:') || feature.startsWith('p:') ? options.wordWeight : 1;
}
