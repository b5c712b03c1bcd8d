// Several requests in one message ("how much is shipping and can I return it?"): split into questions, each
// answered in order in one reply, the focus carried from one to the next so that "it" in the second means
// what the first was about. None is lost: one not understood is said so, and beyond three the rest are
// named for the customer to ask again.
import type { ChatAnswer, Understood } from './answer.ts';
import { isPleaForHelp, wordsOf } from '../classifier/index.ts';
import type { Focus } from '../conversations/index.ts';

/** At most this many questions are answered in one reply. */
export const MAX_QUESTIONS = 3;

const questionStart =
  "(?:how|what|what's|whats|where|when|which|who|why|can|could|do|does|did|is|are|will|would|should|may|have|has|i want|i need|i'd like|please)\\b";
/** A question said by its superlative alone, after another: "and your cheapest chair", "also the best rated watch". */
const elliptical = String.raw`(?:and|also|plus)\s+(?:(?:the|your)\s+)?(?:cheapest|dearest|most expensive|best[- ]rated|highest[- ]rated|lowest[- ]rated)\b`;
/** A limit on price: "under £300", "up to £70". */
const priceLimit = String.raw`(?:under|below|up to|less than|over|above)\s+£\s?\d[\d,]*(?:\.\d\d)?`;
const splitPattern = new RegExp(
  [
    String.raw`(?<=\?)\s+`,
    String.raw`\s*\n+\s*(?=${elliptical})`,
    String.raw`(?<=${priceLimit})\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?=[a-z]+(?:\s[a-z]+)?\s+${priceLimit})`,
    String.raw`\s*[.,;]\s*(?:and )?also\b\s*`,
    String.raw`(?<=[.!;])\s+(?=(?:and\s+)?${questionStart})`,
    String.raw`,?\s+and\s+(?:also\s+)?(?=${questionStart})`,
  ].join('|'),
  'i',
);

/** A question, by its mark or its first word (after "and", "so", "ok"): "how long before I get my refund". */
export const isQuestion = (text: string) => /\?\s*$/.test(text) || opensAsQuestion(text);
/** Opening with a question word: "how long have I got to do that", not "it broke, can you swap it?". */
export const opensAsQuestion = (text: string) => questionOpening.test(text);
const questionOpening =
  /^\s*(?:(?:and|so|ok|okay|hmm|but|oh|ah|right|wait)[\s,]+){0,2}(?:how|what|what's|whats|where|when|which|who|why|can|could|do|does|did|is|are|will|would|should|may|have|has)\b(?!\s+not\b)/i;

/** "how long does delivery take, is that free?": a question, a comma, then another; not "if I order now, will it ...". */
const commaQuestion = /,\s+(?=(?:how|what|what's|whats|where|when|which|who|why|is|are|do|does|can|could|will|would)\b)/i;

/** A question about the part before it: "is that possible?", "can you do that?", "would that work?". */
const tagQuestion =
  /^(?:and\s+|so\s+)?(?:is (?:that|it|this) (?:possible|ok|okay|allowed|doable|an option|alright|something you do)|(?:can|could|would|will) (?:you|i|that|it|we)(?: do (?:that|it|this)| work| be done| manage that)?|right|or not)\s*[?!.]*$/i;

/** A wish to buy, said: "I'd like to buy him headphones", "I'm planning to get a sofa". */
const wishToBuyPattern =
  /^\W*(?:(?:and|so|but)\s+)?(?:i|we)(?:'d| would| am|'m| are|'re)?\s+(?:like|love|want|wanna|planning|hoping|thinking of|about)(?: to)?\s+(?:buy|buying|get|getting|order|ordering|purchase|purchasing)\b/i;
const howToBuyPattern = /\bhow\b[^?]{0,40}\b(?:order|buy|purchase|place|do it|do that|go about)\b|\bplace (?:the|an|my) order\b/i;
/** A command on its own: "Refund it.", "Cancel that one please", "Send me the invoice". */
const command =
  '(?:refund|cancel|send|change|update|delete|close|track|return|reset|give|show|check|add|remove|swap|exchange|email|ring|call|stop|unsubscribe)\\b';
const asksSomething = new RegExp(
  String.raw`^(?:${elliptical}|[a-z]+(?:\s[a-z]+)?\s+${priceLimit}\s*$|(?:and\s+|also\s+|then\s+|plus\s+|oh\s+)*(?:${questionStart}|${command}))|\?$`,
  'i',
);

/**
 * The questions of a message, in order; one question is a list of one. A part that asks nothing itself (a
 * greeting, thanks, what happened: "Good afternoon.", "My neighbour recommended you, and I need ...") or only
 * asks for help ("Can you help?") is the context of the question after it, or of the one before when it comes
 * last or right after a question mark, not a question of its own.
 */
export function splitQuestions(message: string): string[] {
  const questions: string[] = [];
  let context = '';
  const parts = message
    .split(splitPattern)
    .flatMap((piece) => (questionOpening.test(piece) ? piece.split(commaQuestion) : [piece]))
    .map((piece) => piece.trim());
  for (const [index, part] of parts.entries()) {
    // "I'd like to buy him headphones. Do you ship to France?": the wish to buy is why the question is asked.
    // Not when a later question asks how to buy: "I'd like to buy a phone. How do I place the order?".
    const later = parts.slice(index + 1);
    const asksHowToBuy = later.some((question) => howToBuyPattern.test(question));
    if (wishToBuyPattern.test(part) && !/\?$/.test(part) && !asksHowToBuy && later.some((question) => /\?$/.test(question))) {
      context = `${context} ${part}`.trim();
      continue;
    }
    // "I'd like to order from Paris, is that possible?": the tag asks whether the part before can be done.
    const before = questions.at(-1) ?? (context === '' ? undefined : context);
    if (tagQuestion.test(part) && before !== undefined) {
      if (questions.length > 0) questions[questions.length - 1] = `${before}, ${part}`;
      else context = `${before}, ${part}`;
      continue;
    }
    if (wordsOf(part).length < 2 || !asksSomething.test(part) || isPleaForHelp(part)) {
      // A remark right after a question says more about it ("is it waterproof? I swim a lot.").
      const previous = questions.at(-1);
      if (previous !== undefined && context === '' && /\?$/.test(previous) && !isPleaForHelp(part))
        questions[questions.length - 1] = `${previous} ${part}`;
      else context = `${context} ${part}`.trim();
      continue;
    }
    questions.push(`${context} ${part}`.trim());
    context = '';
  }
  if (context && questions.length > 0) questions.push(`${questions.pop() ?? ''} ${context}`);
  return questions.length > 1 ? questions : [message];
}

/**
 * Where requests that are not worded as questions meet: "also", "plus", "and". Not a sentence's end: in a story
 * the sentences before the request are what happened ("The sofa arrived torn. I want my money back.").
 */
const requestBoundary = /\s*[.,;]?\s*\b(?:and also|also|plus|additionally|and then|and)\b[,:]?\s+/i;

/**
 * Requests written as commands or keywords in one sentence ("refund my order, also forgot password"): its
 * parts, when each is on its own a clear request of a different kind (`isClearRequest` names its kind, or
 * undefined); otherwise the message is one request, and a list of it alone.
 */
export function separateRequests(message: string, isClearRequest: (part: string) => string | undefined): string[] {
  // A message of several sentences (but for "... Also, ...") is a story, whose "and"s join what happened, or
  // questions splitQuestions saw.
  if (/[.?!]\s+(?!(?:and )?also\b|plus\b|additionally\b)\S/i.test(message)) return [message];
  // "and" in a name ("the Stone and Beam Westview Sofa") joins no requests.
  if (/\b[A-Z][a-z]+ and [A-Z]/.test(message)) return [message];
  // Nor does one in "come and collect it", "try and fix it": one action.
  if (/\b(?:come|go|try|pop round|pop over) and \w+/i.test(message)) return [message];
  const parts = message
    .split(requestBoundary)
    .map((part) => part.trim())
    .filter((part) => /\w/.test(part));
  if (parts.length < 2 || parts.some((part) => wordsOf(part).length < 2)) return [message];
  const kinds = parts.map(isClearRequest);
  const isSeveral = kinds.every((kind) => kind !== undefined) && new Set(kinds).size === kinds.length;
  return isSeveral ? parts : [message];
}

type UnderstandOne = (question: string, focus: Focus) => Promise<Understood>;

/** Each question answered in order; undefined when none of them was understood (the message is read whole). */
/** A sentence's end: the next one starts with a capital, a digit or a quote. */
const sentenceEnd = /(?<=[.!?]) +(?=[A-Z0-9"“£])/;

/**
 * Each answer without the sentences an earlier one already said: two questions one answer covers get it
 * once, and "do you deliver to Ireland and how long does it take" hears the delivery times once.
 */
function withoutRepeats(responses: readonly string[]): string[] {
  const said = new Set<string>();
  return responses.flatMap((response) => {
    const fresh = response.split(sentenceEnd).filter((sentence) => !said.has(sentence.trim()));
    for (const sentence of fresh) said.add(sentence.trim());
    return fresh.length > 0 ? [fresh.join(' ')] : [];
  });
}

export async function answerEach(questions: readonly string[], focus: Focus, understand: UnderstandOne): Promise<Understood | undefined> {
  let running = focus;
  const answers: ChatAnswer[] = [];
  const asked = questions.slice(0, MAX_QUESTIONS);
  for (const question of asked) {
    const part = await understand(question, running);
    answers.push(part.answer);
    running = part.focus;
  }
  const understood = answers.filter((answer) => answer.source !== 'Fallback');
  // The reply is about the first request that is not small talk: "Are you a bot? Where is my refund?" asks
  // about a refund, though both are answered in order.
  const first = understood.find((answer) => answer.source !== 'SmallTalk') ?? understood[0];
  if (!first) return undefined;
  const responses = withoutRepeats(
    answers.map((answer, index) =>
      answer.source === 'Fallback' ? `I did not understand "${asked[index] ?? ''}": could you ask it another way?` : answer.response,
    ),
  );
  const later = questions.slice(MAX_QUESTIONS);
  if (later.length > 0)
    responses.push(
      `I answer up to ${MAX_QUESTIONS} questions at a time; please ask again: ${later.map((question) => `"${question}"`).join(', ')}.`,
    );
  return {
    answer: {
      response: responses.join('\n\n'),
      source: first.source,
      intent: first.intent,
      confidence: Math.min(...understood.map((answer) => answer.confidence)),
      actions: answers.flatMap((answer) => answer.actions ?? []),
      // The last question's quick replies answer it (Yes / No to a cancellation).
      ...(answers.at(-1)?.suggestions ? { suggestions: answers.at(-1)?.suggestions } : {}),
    },
    focus: running,
  };
}
