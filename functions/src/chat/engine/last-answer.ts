// Messages about the answer before rather than the shop: asking its reason ("why not?", "how come?"), asking
// for it again ("can you repeat that?") or saying it was not understood ("I don't get it"). The answer before is
// all the reason the bot has; a person knows the rest and can explain it in other words. And a detail of an
// account task just explained ("will my orders disappear too?" after deleting an account) is a sentence of it.
import { knowledge } from './knowledge.ts';

/** Asking the reason for the answer before: "why not?", "how come?", "why's that". */
const whyPattern = /^\s*(?:but\s+|and\s+|ok\s+|so\s+)?(?:why(?: not| is that|'s that| so)?|how come|how so)\s*[?!.]*\s*$/i;
const TALK_TO_PERSON_OFFER = `For the reasons behind it, a person can help: ${knowledge.contact}.`;
/** Asking for the answer before again: "can you repeat that", "say that again", "pardon?". */
const againPattern =
  /^\s*(?:sorry[\s,]*)?(?:(?:can|could|would) you |please )?(?:repeat (?:that|it|yourself|the (?:answer|last (?:bit|part|message)))|say (?:that|it) again|come again|pardon|what was that|sorry,? what|what\?)(?: please| again)?\s*[?!.]*\s*$/i;
/** Saying the answer before was not understood: "I don't get it", "what do you mean?". */
const lostPattern =
  /^\s*(?:sorry[\s,]*)?(?:i (?:don'?t|do not|still don'?t) (?:get|understand|follow)(?: (?:it|that|you|what you mean))?|what do you mean|what does that mean|i'?m (?:confused|lost)|that makes no sense|you'?ve lost me)\s*[?!.]*\s*$/i;
const PLAINER_OFFER = `If that is still unclear, a person can explain: ${knowledge.contact}.`;

/** The reply to a message about the answer before, or undefined when the message is about something else. */
export function aboutLastAnswer(message: string, lastAnswer: string): string | undefined {
  if (whyPattern.test(message)) return `All I can tell you is what I said: ${lastAnswer} ${TALK_TO_PERSON_OFFER}`;
  if (againPattern.test(message)) return lastAnswer;
  if (lostPattern.test(message)) return `What I said was: ${lastAnswer} ${PLAINER_OFFER}`;
  return undefined;
}

/** Account tasks whose answer holds the details a follow-up asks: what deleting keeps, how long a link works. */
const DETAILED_INTENTS: ReadonlySet<string> = new Set(['delete_account', 'edit_account', 'set_up_shipping_address', 'personal_data']);
const DETAIL_WORDS = 10;
/** A question about it ("and my reviews?", "how long is that link valid"), not a new request ("and please cancel order 1892"). */
const detailQuestionPattern =
  /\?\s*$|^\s*(?:(?:and|so|but|ok)[\s,]+)?(?:what|will|would|does|do|is|are|how|can|could|when|where|which|my|the)\b/i;
/** Words of any question, or of the task itself, that tell no detail apart. */
const plainWords = new Set(
  'what when where will would does work works long many much that this with have there about delete account accounts also happen happens could should still your mine please thanks then them they their just really maximum'.split(
    ' ',
  ),
);
const wordStems = (text: string) =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((word) => word.length >= 4 && !plainWords.has(word))
    .map((word) => word.replace(/s$/, ''));

/** The sentence of the account task just explained that a short follow-up asks about, or undefined. */
export function detailOf(message: string, lastAnswer: string, intent: string | undefined): string | undefined {
  if (intent === undefined || !DETAILED_INTENTS.has(intent) || message.split(/\s+/).length > DETAIL_WORDS) return undefined;
  if (!detailQuestionPattern.test(message) || /\d/.test(message)) return undefined;
  const asked = new Set(wordStems(message));
  if (asked.size === 0) return undefined;
  const scored = lastAnswer.split(/(?<=[.!?])\s+/).map((sentence) => ({
    sentence,
    shared: new Set(wordStems(sentence).filter((stem) => asked.has(stem))).size,
  }));
  const best = scored.reduce((top, item) => (item.shared > top.shared ? item : top), { sentence: '', shared: 0 });
  return best.shared > 0 ? best.sentence : undefined;
}
