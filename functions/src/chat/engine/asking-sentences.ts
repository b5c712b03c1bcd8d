// In a message of several sentences, the ones that ask (a question, a request, a command) say what the customer
// needs; the others tell what happened, and their words ("ordered", "paid", "a discount", "my phone") pull the
// reading elsewhere: "We're moving house next month. I'd like to back out of the sofa I bought, ref 18833."
// The classifier reads the message whole and the asking sentences alone, and the surer reading is kept.
import { isSmallTalkIntent, wordsOf, type IntentScore } from '../classifier/index.ts';

const asks =
  /\?\s*$|^\W*(?:(?:so|and|but|ok|okay|now|then|also|hi|hello|hey|hiya)\W+)*(?:how|what|what's|whats|where|when|which|who|why|can|could|do|does|did|is|are|will|would|should|may|please|kindly)\b|\b(?:i(?:'d| would) (?:like|love|prefer)|i (?:want|need|wish)|i'?m (?:asking|requesting|writing to)|please|can (?:you|i|we)|could (?:you|i|we)|would you|how (?:do|can|should) (?:i|we))\b/i;

/** A sentence that asks: a question, a request or a command. */
export const asksInSentence = (sentence: string) => asks.test(sentence);

/** ", but first, ...", ", but quick question: ..." before a question: where the story ends and the asking starts. */
const butThenAsksPattern =
  /,\s*but\s+(?:(?:first|quick question|one question|anyway|right)\b[\s,:-]*)?(?=(?:how|what|what's|where|when|which|who|why|can|could|do|does|did|is|are|has|have|will|would)\b)/i;

/** "Is that something you can change?", "Please remove me.": a request that leans on the story, read with it. */
const leansOnStory = /\b(?:that|it|this|them|those|these|one|ones|mine|me|same|there|such)\b/i;

/** The question after "but first" when a message has one, else the message: "a speaker too, but first, has my phone order been sent?". */
export function askedAfterBut(message: string): string {
  return message.split(butThenAsksPattern).at(-1) ?? message;
}

/** The sentences of a message that ask something, when some do and others do not and they stand on their own. */
export function askingSentences(message: string): string[] | undefined {
  const sentences = (message.match(/[^.!?\n]+(?:[.!?]+|$)/g) ?? [])
    // "..., but first, has my order been sent?": the question after "but" stands on its own.
    .flatMap((sentence) => sentence.split(butThenAsksPattern))
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length >= 2);
  if (sentences.length < 2) return undefined;
  const asking = sentences.filter((sentence) => asks.test(sentence));
  if (asking.length === 0 || asking.length === sentences.length) return undefined;
  return asking.some((sentence) => leansOnStory.test(sentence)) ? undefined : asking;
}

/**
 * The ranking of the message whole, or of its asking sentences alone when that reading is the surer. A
 * question of small talk among them ("Are you a bot? ... Could you cancel it?") is not the request.
 */
export function rankAsked(rank: (text: string) => IntentScore[], message: string): IntentScore[] {
  const whole = rank(message);
  const asking = askingSentences(message)?.filter((sentence) => !isSmallTalkIntent(rank(sentence)[0]?.intent ?? 'greeting'));
  if (!asking || asking.length === 0) return whole;
  const asked = rank(asking.join(' '));
  return (asked[0]?.confidence ?? 0) > (whole[0]?.confidence ?? 0) ? asked : whole;
}
