// Tells whether a customer wrote in a language other than English, so the engine can say it only speaks
// English instead of guessing an intent. Short messages, typos and text-speak are English: a trigram
// detector (franc-min, offline) reads "wher is my pakage" or "u r useless" as some other language, so
// common English and chat words count first, and the detector decides only the rest.
import { francAll } from 'franc-min';

/** Below this many words or letters there is too little to tell a language: such messages count as English. */
const MIN_WORDS = 3;
const MIN_LETTERS = 12;
/** More than this share of the words being common English (or text-speak) makes a message English. */
const ENGLISH_WORD_SHARE = 0.25;
/** English within this share of the best language's score is too close to call: English. */
const ENGLISH_SCORE_MARGIN = 0.9;

/** Languages a shopper in the UK is likely to write in; English text-speak must not fall into a rarer one. */
const CANDIDATE_LANGUAGES = [
  ...['eng', 'fra', 'deu', 'spa', 'ita', 'nld', 'pol', 'por', 'ron', 'swe', 'dan', 'nob', 'fin', 'ces', 'slk', 'hun'],
  ...['hrv', 'slv', 'lit', 'lav', 'est', 'tur', 'ell', 'rus', 'ukr', 'bul', 'srp', 'arb', 'pes', 'urd', 'hin', 'ben'],
  ...['pan', 'guj', 'tam', 'cmn', 'jpn', 'kor', 'vie', 'tha', 'ind', 'tgl', 'swh'],
];

// Words that are English and rarely anything else (so not "a", "in", "is", "me", "no", "die", "was").
const ENGLISH_WORDS = new Set(
  [
    ...['i', 'im', 'ive', 'id', 'my', 'mine', 'you', 'your', 'youre', 'we', 'our', 'they', 'their', 'it', 'its', 'the', 'an'],
    ...['and', 'or', 'but', 'of', 'for', 'with', 'from', 'at', 'by', 'about', 'this', 'that', 'these', 'there', 'here'],
    ...['what', 'whats', 'where', 'wheres', 'when', 'why', 'how', 'who', 'which', 'can', 'cant', 'could', 'would', 'should'],
    ...['will', 'wont', 'did', 'didnt', 'does', 'doesnt', 'dont', 'have', 'has', 'had', 'havent', 'been', 'are', 'am', 'be'],
    ...['not', 'yet', 'still', 'just', 'now', 'please', 'thanks', 'thank', 'hello', 'hi', 'hey', 'yes', 'want', 'need', 'like'],
    ...['get', 'got', 'give', 'send', 'sent', 'make', 'help', 'know', 'tell', 'check', 'change', 'cancel', 'buy', 'bought'],
    ...['order', 'orders', 'ordered', 'refund', 'money', 'back', 'account', 'password', 'delivery', 'deliver', 'parcel'],
    ...['package', 'shipping', 'address', 'invoice', 'bill', 'receipt', 'payment', 'pay', 'paid', 'card', 'charged', 'item'],
    ...['items', 'sofa', 'chair', 'phone', 'watch', 'headphones', 'email', 'sign', 'up', 'log', 'login', 'agent', 'human'],
    ...['person', 'customer', 'service', 'support', 'complaint', 'review', 'newsletter', 'status', 'track', 'arrive', 'yesterday'],
    ...['today', 'week', 'again', 'wrong', 'broken', 'never', 'any', 'some', 'all', 'one', 'two', 'really', 'very'],
    ...['do', 'sell', 'sells', 'stock', 'cheap', 'cheaper', 'cheapest', 'price', 'much', 'many', 'which', 'best', 'between'],
    ...['show', 'most', 'expensive', 'watches', 'chairs', 'sofas', 'phones', 'about', 'tell', 'rated', 'cheapest', 'earbuds'],
    ...['u', 'ur', 'r', 'pls', 'plz', 'thx', 'wanna', 'gonna', 'gimme', 'dunno', 'lol', 'omg', 'wtf', 'asap', 'btw'],
  ].flat(),
);

/** A title and the name after it: "Ms. Patel", "Dr Okonkwo Adebayo". */
const titledName = /\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam|dame|lord|lady)\b\.?(?:\s+\p{Lu}[\p{L}'’-]*){0,3}/giu;
/** A capitalised word: a name or a place, which tells nothing of the language it is written in. */
const capitalisedWord = /^\p{Lu}[\p{Ll}'’-]*$/u;

/**
 * True when the message is long enough to tell and is written in another language than English. Names,
 * places, order numbers and placeholders are set aside first; `knownWords` (the words of the training
 * sentences, which are English) count as English.
 */
export function isNotEnglish(message: string, knownWords: ReadonlySet<string> = new Set()): boolean {
  const text = message
    .replace(/\{\{[^{}]*\}\}|\{product\}/g, ' ')
    .replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\S*\d\S*/g, ' ')
    .replace(titledName, ' ')
    .replace(/[#£€$%]+/g, ' ');
  const isEnglish = (word: string) => ENGLISH_WORDS.has(word) || knownWords.has(word);
  const words = text
    .split(/[^\p{L}'’`]+/u)
    .filter((word) => word.length > 0 && !(capitalisedWord.test(word) && !isEnglish(word.toLowerCase())))
    .map((word) => word.toLowerCase().replace(/['’`]/g, ''));
  const letters = words.reduce((count, word) => count + word.length, 0);
  if (words.length < MIN_WORDS || letters < MIN_LETTERS) return false;
  if (words.filter(isEnglish).length / words.length > ENGLISH_WORD_SHARE) return false;

  const scores = francAll(words.join(' '), { only: CANDIDATE_LANGUAGES, minLength: MIN_LETTERS });
  const [best] = scores;
  if (!best || best[0] === 'und' || best[0] === 'eng') return false;
  const english = scores.find(([language]) => language === 'eng')?.[1] ?? 0;
  return english < best[1] * ENGLISH_SCORE_MARGIN;
}
