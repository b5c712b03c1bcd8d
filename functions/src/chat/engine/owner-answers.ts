// Answers the shop's owner writes: each answers the example questions it was given. The engine asks this
// port about every question before its own reading; the port alone decides whether one fits, by how close
// the question is to an answer's examples against how close it is to the built-in answers' own examples
// (`builtInQuestions`). The assistant area (functions/src/assistant) stores them and provides the port.
import type { ChatAction } from '@shop/core/chat';
import { INTENTS } from '../classifier/index.ts';
import { intentQuestion } from './intent-questions.ts';
import type { Focus } from '../conversations/index.ts';
import { said, type Understood } from './answer.ts';

export type OwnerAnswer = { id: string; text: string; link: ChatAction | null };

export type OwnerAnswersPort = {
  /** The owner's answer that fits this question better than any built-in answer, or null. */
  find(message: string): OwnerAnswer | null;
};

/** The question each built-in answer is offered as: what an owner's answer is weighed against. */
export const builtInQuestions = (): string[] => INTENTS.map(intentQuestion);

/** The source a reply names when it is the owner's own answer. */
export const OWNER_SOURCE = 'Shop';
export const OWNER_INTENT = 'owner_answer';

export function ownerReply(answer: OwnerAnswer, focus: Focus): Understood {
  return {
    answer: said(answer.text, OWNER_SOURCE, OWNER_INTENT, { actions: answer.link ? [answer.link] : [] }),
    focus: { ...focus, intent: OWNER_INTENT, pending: undefined, misses: 0 },
  };
}
