import { describe, expect, it } from 'vitest';
import { createSpeller } from './spelling.ts';

const correct = createSpeller(['refund', 'refunds', 'cancel', 'cancelled', 'address', 'account', 'delivery', 'order', 'return', 'returns']);

describe('createSpeller', () => {
  it.each([
    ['refnud', 'refund'],
    ['canel', 'cancel'],
    ['adress', 'address'],
    ['adresss', 'adresss'],
    ['acount', 'account'],
    ['delivey', 'delivery'],
    ['xrefund', 'xrefund'],
  ])('reads "%s" as "%s"', (typed, meant) => {
    expect(correct(typed)).toBe(meant);
  });

  it('leaves a known word, a short word and a word with two near neighbours or two slips as typed', () => {
    expect(correct('returns')).toBe('returns');
    expect(correct('ordr')).toBe('ordr');
    expect(correct('refundz')).toBe('refundz');
  });
});
