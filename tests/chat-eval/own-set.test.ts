import { INTENTS, normalizeText, readTrainingCorpus } from '@shop/functions/chat';
import { describe, expect, it } from 'vitest';
import { ownEvaluationSet } from './own/index.ts';

describe('the own evaluation set', () => {
  it.each(INTENTS)('has at least 15 utterances for %s', (intent) => {
    expect(ownEvaluationSet[intent].length).toBeGreaterThanOrEqual(15);
  });

  it('shares no utterance with the training corpus', () => {
    const trainingCorpus = readTrainingCorpus();
    const training = new Set(INTENTS.flatMap((intent) => trainingCorpus[intent].map(normalizeText)));
    const shared = INTENTS.flatMap((intent) => ownEvaluationSet[intent].filter((utterance) => training.has(normalizeText(utterance))));
    expect(shared).toEqual([]);
  });
});
