// The question each intent is offered as, in "Did you mean ...?" and among the fallback's quick replies:
// written for that purpose in intent-questions.json, one for every intent the classifier knows.
import { z } from 'zod';
import { INTENTS, type IntentId } from '../classifier/index.ts';
import questions from './intent-questions.json' with { type: 'json' };

const intentQuestions = z.record(z.enum(INTENTS), z.string().min(1)).parse(questions);

export function intentQuestion(intent: IntentId): string {
  return intentQuestions[intent];
}
