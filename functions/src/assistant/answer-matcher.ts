// Which of the owner's answers fits a customer's question: the one whose examples are closest to it, when
// that closeness reaches the threshold and beats the closest built-in answer's own question. A question
// about something else stays with the built-in answers.
import type { OwnerAnswer } from '../chat/index.ts';
import { similarityIndex } from './similarity.ts';

/** How close (cosine, 0-1) a question must come to an answer's examples to be given that answer. */
export const OWNER_ANSWER_THRESHOLD = 0.35;

/** An enabled answer as the matcher holds it: its reply and the questions it answers. */
export type TaughtAnswer = OwnerAnswer & { examples: readonly string[] };

export type Match = { answer: TaughtAnswer | null; score: number; builtInScore: number };

export type AnswerMatcher = {
  /** The closest answer with its score and the closest built-in one's, whether or not it is used. */
  closest(message: string): Match;
  /** The answer to give, or null when none fits better than the built-in answers. */
  find(message: string): TaughtAnswer | null;
};

const BUILT_IN = '';

export const isUsed = ({ answer, score, builtInScore }: Match) =>
  answer !== null && score >= OWNER_ANSWER_THRESHOLD && score > builtInScore;

export function answerMatcher(answers: readonly TaughtAnswer[], builtInQuestions: readonly string[]): AnswerMatcher {
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const index = similarityIndex([
    ...builtInQuestions.map((text) => ({ label: BUILT_IN, text })),
    ...answers.flatMap((answer) => answer.examples.map((text) => ({ label: answer.id, text }))),
  ]);
  const closest = (message: string): Match => {
    let match: Match = { answer: null, score: 0, builtInScore: 0 };
    for (const [label, score] of index.scores(message)) {
      if (label === BUILT_IN) match = { ...match, builtInScore: score };
      else if (score > match.score) match = { ...match, answer: byId.get(label) ?? null, score };
    }
    return match;
  };
  return {
    closest,
    find(message) {
      if (answers.length === 0) return null;
      const match = closest(message);
      return isUsed(match) ? match.answer : null;
    },
  };
}
