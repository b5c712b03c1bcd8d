// "Try a question" before saving: whether the assistant would give the draft answer to it, with the
// stored answers as they are (the draft in place of the answer it edits), and how close it came.
import { OWNER_ANSWER_THRESHOLD, answerMatcher, isUsed } from './answer-matcher.ts';
import type { TryQuestionInput, TryQuestionResult } from '@shop/core/owner-answers';
import type { Db } from '../db/index.ts';
import { enabledOwnerAnswers } from './answers.ts';

const DRAFT = 'draft';

export async function tryQuestion(db: Db, builtInQuestions: readonly string[], input: TryQuestionInput): Promise<TryQuestionResult> {
  const draft = { id: DRAFT, text: '', link: null, examples: input.examples };
  const others = (await enabledOwnerAnswers(db)).filter((answer) => answer.id !== input.answerId);
  const withDraft = answerMatcher([...others, draft], builtInQuestions).closest(input.question);
  const alone = answerMatcher([draft], builtInQuestions).closest(input.question);
  const round = (score: number) => Math.round(score * 100) / 100;
  return {
    isUsed: withDraft.answer?.id === DRAFT && isUsed(withDraft),
    score: round(alone.score),
    builtInScore: round(alone.builtInScore),
    threshold: OWNER_ANSWER_THRESHOLD,
  };
}
