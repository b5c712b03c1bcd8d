import { describe, expect, it } from 'vitest';
import { trainIntentClassifier } from './classifier.ts';

const classifier = trainIntentClassifier({
  cancel_order: ['cancel my order', 'I want to cancel an order', 'how do I cancel a purchase'],
  track_order: ['where is my order', 'track my package', 'status of my purchase'],
  recover_password: ['I forgot my password', 'reset my password', 'recover my account password'],
});

describe('trainIntentClassifier', () => {
  it('ranks every trained intent, most likely first, with confidences adding up to 1', () => {
    const ranking = classifier.rank('please cancel my order');
    expect(ranking.map((score) => score.intent)).toHaveLength(3);
    expect(ranking[0]?.intent).toBe('cancel_order');
    expect(ranking.reduce((sum, score) => sum + score.confidence, 0)).toBeCloseTo(1, 6);
  });

  it('recognises misspelt words it never saw', () => {
    expect(classifier.rank('i forgott my pasword')[0]?.intent).toBe('recover_password');
    expect(classifier.rank('trak my pakage')[0]?.intent).toBe('track_order');
  });

  it('recognises words run together', () => {
    expect(classifier.rank('cancelorder')[0]?.intent).toBe('cancel_order');
    expect(classifier.rank('resetpassword')[0]?.intent).toBe('recover_password');
  });

  it('gives the same answer on every training run', () => {
    const again = trainIntentClassifier({
      cancel_order: ['cancel my order', 'I want to cancel an order', 'how do I cancel a purchase'],
      track_order: ['where is my order', 'track my package', 'status of my purchase'],
      recover_password: ['I forgot my password', 'reset my password', 'recover my account password'],
    });
    expect(again.rank('where is it')).toEqual(classifier.rank('where is it'));
  });
});
