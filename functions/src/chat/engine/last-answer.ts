// Messages about the answer before rather than the shop: asking its reason ("why not?", "how come?"), asking
// for it again ("can you repeat that?") or saying it was not understood ("I don't get it"). The answer before is
// all the reason the bot has; a person knows the rest and can explain it in other words.
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
