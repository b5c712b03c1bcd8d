import { describe, expect, it } from 'vitest';
import type { IntentId } from '../classifier/index.ts';
import { withoutUnaskedFee } from './unasked-fee.ts';

const ranking = (...scores: [IntentId, number][]) => scores.map(([intent, confidence]) => ({ intent, confidence }));
const close = ranking(['cancel_order', 0.56], ['check_cancellation_fee', 0.43], ['thanks', 0.01]);

describe('withoutUnaskedFee', () => {
  it.each(['cancel that one', 'cancel the phone then'])('reads "%s" as cancelling: nothing in it is about money', (message) => {
    const settled = withoutUnaskedFee(close, message);
    expect(settled.map((score) => score.intent)).toEqual(['cancel_order', 'thanks']);
    expect(settled[0]?.confidence).toBeCloseTo(0.99);
  });

  it.each(['is there a fee to cancel?', 'will you charge me if I cancel', 'does cancelling cost anything', 'cancellationfee'])(
    'keeps the fee when "%s" asks about money',
    (message) => {
      expect(withoutUnaskedFee(close, message)).toEqual(close);
    },
  );

  it('puts the fee’s confidence on cancelling even when the fee came first', () => {
    const settled = withoutUnaskedFee(ranking(['check_cancellation_fee', 0.6], ['cancel_order', 0.4]), 'cancel it');
    expect(settled).toEqual([{ intent: 'cancel_order', confidence: 1 }]);
  });
});
