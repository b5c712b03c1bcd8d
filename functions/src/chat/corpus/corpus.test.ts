import { describe, expect, it } from 'vitest';
import { normalizeText } from '../classifier/normalize.ts';
import { evaluationSet } from '../eval/evaluation-set.ts';
import { INTENTS, SUPPORT_INTENTS } from '../intents.ts';
import { trainingCorpus } from './index.ts';

describe('the training corpus', () => {
  it.each(SUPPORT_INTENTS)('has at least 60 different utterances for %s', (intent) => {
    expect(new Set(trainingCorpus[intent].map(normalizeText)).size).toBeGreaterThanOrEqual(60);
  });

  it.each(INTENTS)('has at least 30 utterances for %s', (intent) => {
    expect(trainingCorpus[intent].length).toBeGreaterThanOrEqual(30);
  });

  it('labels each utterance with one intent only', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const intent of INTENTS) {
      for (const utterance of trainingCorpus[intent]) {
        const key = normalizeText(utterance);
        const other = seen.get(key);
        if (other && other !== intent) clashes.push(`${utterance}: ${other} and ${intent}`);
        seen.set(key, intent);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('shares no utterance with the evaluation set', () => {
    const training = new Set(INTENTS.flatMap((intent) => trainingCorpus[intent].map(normalizeText)));
    const shared = INTENTS.flatMap((intent) => evaluationSet[intent].filter((utterance) => training.has(normalizeText(utterance))));
    expect(shared).toEqual([]);
  });
});

describe('the evaluation set', () => {
  it.each(INTENTS)('has at least 15 utterances for %s', (intent) => {
    expect(evaluationSet[intent].length).toBeGreaterThanOrEqual(15);
  });
});
