import { describe, expect, it } from 'vitest';
import type { IntentScore } from '../classifier/index.ts';
import { askingSentences, rankAsked } from './asking-sentences.ts';

describe('askingSentences', () => {
  it('keeps the sentences that ask, apart from the story around them', () => {
    expect(
      askingSentences("We're moving house next month and there is nowhere to put it. I'd like to back out of the corner sofa, ref 18833."),
    ).toEqual(["I'd like to back out of the corner sofa, ref 18833."]);
    expect(askingSentences('The builders are late again. How do I delete my account? My partner says hello.')).toEqual([
      'How do I delete my account?',
    ]);
  });

  it('keeps the question after "but" apart from what comes before it in the same sentence', () => {
    expect(askingSentences("I'm thinking of a new lamp too, but first, has my sofa order been sent?")).toEqual([
      'has my sofa order been sent?',
    ]);
    expect(askingSentences('The wifi here is awful today, but quick question: do you take PayPal?')).toEqual(['do you take PayPal?']);
  });

  it('reads nothing apart when every sentence asks, when none does, or in one sentence', () => {
    expect(askingSentences('Where is my order? Can you check it?')).toBeUndefined();
    expect(askingSentences('The sofa came. It is lovely.')).toBeUndefined();
    expect(askingSentences('Can you cancel order 40112 please')).toBeUndefined();
  });

  it('leaves a request that leans on the story to be read with it', () => {
    expect(askingSentences('My sister is putting me up for a fortnight. Is that something you can change on the order?')).toBeUndefined();
    expect(askingSentences('I ordered two speakers this morning but only need one. Can you take one off?')).toBeUndefined();
  });
});

describe('rankAsked', () => {
  const readings: Record<string, IntentScore[]> = {
    whole: [
      { intent: 'place_order', confidence: 0.5 },
      { intent: 'cancel_order', confidence: 0.4 },
    ],
    asked: [
      { intent: 'cancel_order', confidence: 0.8 },
      { intent: 'place_order', confidence: 0.1 },
    ],
  };
  const message = 'I clicked pay by mistake while comparing two phones. I would like to undo order 85512 please.';
  const rankWith = (asked: IntentScore[]) => (text: string) => (text === message ? readings.whole! : asked);

  it('keeps the reading of the asking sentences when it is the surer', () => {
    expect(rankAsked(rankWith(readings.asked!), message)[0]?.intent).toBe('cancel_order');
  });

  it("keeps the whole message's reading when that is the surer", () => {
    expect(rankAsked(rankWith([{ intent: 'cancel_order', confidence: 0.3 }]), message)[0]?.intent).toBe('place_order');
  });
});
