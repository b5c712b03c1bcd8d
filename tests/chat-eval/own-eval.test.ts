import { ANSWER_CONFIDENCE, loadChatClassifier } from '@shop/functions/chat';
import { describe, expect, it } from 'vitest';
import { evaluateClassifier, examplesOf, ownMisses } from './evaluate.ts';
import { noisyEvaluationSet, ownEvaluationSet, supportEvaluationSet } from './own/index.ts';

const classifier = loadChatClassifier();

describe('intent accuracy of the built model on the own evaluation set', () => {
  it('recognises at least 95% of all evaluation utterances', () => {
    const report = evaluateClassifier(classifier, examplesOf(ownEvaluationSet));
    expect(report.total).toBeGreaterThan(800);
    expect(report.accuracy, ownMisses(classifier, ownEvaluationSet).join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises at least 95% of the customer-support utterances', () => {
    expect(evaluateClassifier(classifier, examplesOf(supportEvaluationSet)).accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises at least 90% of misspelt and run-together utterances', () => {
    expect(evaluateClassifier(classifier, examplesOf(noisyEvaluationSet)).accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('is right at least 99% of the time when it is confident enough to answer, and that is at least 90% of messages', () => {
    const ranked = examplesOf(ownEvaluationSet).map(({ text, intent }) => ({ top: classifier.rank(text)[0], intent }));
    const answered = ranked.filter(({ top }) => (top?.confidence ?? 0) >= ANSWER_CONFIDENCE);
    expect(answered.length / ranked.length).toBeGreaterThanOrEqual(0.9);
    expect(answered.filter(({ top, intent }) => top?.intent === intent).length / answered.length).toBeGreaterThanOrEqual(0.99);
  });
});
