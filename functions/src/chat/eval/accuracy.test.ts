import { describe, expect, it } from 'vitest';
import { trainIntentClassifier } from '../classifier/classifier.ts';
import { trainingCorpus } from '../corpus/index.ts';
import { measureAccuracy } from './accuracy.ts';
import { evaluationSet } from './evaluation-set.ts';
import { noisyEvaluationSet } from './noisy-set.ts';
import { supportEvaluationSet } from './support-set.ts';

const classifier = trainIntentClassifier(trainingCorpus);

describe('intent accuracy on the held-back evaluation set', () => {
  it('recognises at least 95% of all evaluation utterances', () => {
    const report = measureAccuracy(classifier, evaluationSet);
    expect(report.total).toBeGreaterThan(800);
    expect(report.accuracy, JSON.stringify(report.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises at least 95% of the customer-support utterances', () => {
    expect(measureAccuracy(classifier, supportEvaluationSet).accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises at least 90% of misspelt and run-together utterances', () => {
    expect(measureAccuracy(classifier, noisyEvaluationSet).accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
