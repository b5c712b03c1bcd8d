import { describe, expect, it } from 'vitest';
import type { IntentId } from '../classifier/index.ts';
import { withOwedMoney, withoutUnaskedMoney } from './unasked-money.ts';

const ranking = (...scores: [IntentId, number][]) => scores.map(([intent, confidence]) => ({ intent, confidence }));
const close = ranking(['cancel_order', 0.56], ['check_cancellation_fee', 0.43], ['thanks', 0.01]);

describe('withoutUnaskedMoney: a cancellation fee', () => {
  it.each(['cancel that one', 'cancel the phone then'])('reads "%s" as cancelling: nothing in it is about money', (message) => {
    const settled = withoutUnaskedMoney(close, message);
    expect(settled.map((score) => score.intent)).toEqual(['cancel_order', 'thanks']);
    expect(settled[0]?.confidence).toBeCloseTo(0.99);
  });

  it.each(['is there a fee to cancel?', 'will you charge me if I cancel', 'does cancelling cost anything', 'cancellationfee'])(
    'keeps the fee when "%s" asks about money',
    (message) => {
      expect(withoutUnaskedMoney(close, message)).toEqual(close);
    },
  );

  it('puts the fee’s confidence on cancelling even when the fee came first', () => {
    const settled = withoutUnaskedMoney(ranking(['check_cancellation_fee', 0.6], ['cancel_order', 0.4]), 'cancel it');
    expect(settled).toEqual([{ intent: 'cancel_order', confidence: 1 }]);
  });
});

describe('withoutUnaskedMoney: a refund', () => {
  const waiting = ranking(['track_refund', 0.91], ['track_order', 0.08], ['thanks', 0.01]);

  it.each([
    "you still haven't sent my phone and it's been a week",
    'the order still has not been posted',
    'my parcel has not arrived',
    'and when is the sofa coming',
  ])('reads "%s" as the order\'s whereabouts: goods, no money', (message) => {
    const settled = withoutUnaskedMoney(waiting, message);
    expect(settled.map((score) => score.intent)).toEqual(['track_order', 'thanks']);
    expect(settled[0]?.confidence).toBeCloseTo(0.99);
  });

  it.each([
    "my refund still hasn't been sent",
    'has the money been sent back yet',
    'has it been processed yet',
    'still waiting on my rebate',
  ])('keeps the refund when "%s" names money or no goods', (message) => {
    expect(withoutUnaskedMoney(waiting, message)).toEqual(waiting);
  });
});

describe('money owed named in a question of where it is', () => {
  const tracking = [
    { intent: 'track_order' as const, confidence: 0.6 },
    { intent: 'track_refund' as const, confidence: 0.3 },
    { intent: 'complaint' as const, confidence: 0.1 },
  ];

  it('asks where that money is', () => {
    expect(withOwedMoney(tracking, 'has the credit for her returned earbuds cleared?')[0]?.intent).toBe('track_refund');
  });

  it('leaves a question about the goods, or a credit card, as read', () => {
    expect(withOwedMoney(tracking, 'where is my parcel?')).toEqual(tracking);
    expect(withOwedMoney(tracking, 'I paid by credit card, where is my order?')).toEqual(tracking);
  });
});
