import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidForUnits, paidLines, shareDiscount } from './paid-lines.ts';

const line = (id: string, totalPrice: number, quantity = 1, discount = 0) => ({ id, quantity, totalPrice, discount });

describe('paidLines', () => {
  it('is price x quantity for each line of an order without a discount', () => {
    const order = { items: [line('a', 2_998, 2), line('b', 12_000, 1)] };
    expect(paidLines(order)).toEqual([
      { id: 'a', quantity: 2, paid: 2_998 },
      { id: 'b', quantity: 1, paid: 12_000 },
    ]);
  });

  it('takes off each line its share of the order discount', () => {
    const order = { items: [line('a', 10_000, 1, 1_000), line('b', 5_000, 2, 500)] };
    expect(paidLines(order).map((paid) => paid.paid)).toEqual([9_000, 4_500]);
  });
});

describe('shareDiscount', () => {
  it('splits a discount in proportion to the eligible lines, in whole pence', () => {
    expect(
      shareDiscount(
        [
          { totalPrice: 10_000, isEligible: true },
          { totalPrice: 5_000, isEligible: true },
        ],
        1_500,
      ),
    ).toEqual([1_000, 500]);
  });

  it('gives the pence left over after rounding down to the largest remainders, the earlier line on a tie', () => {
    // 10 over three equal lines: 3.33 each, one penny left, which goes to the first line.
    const thirds = [10, 10, 10].map((totalPrice) => ({ totalPrice, isEligible: true }));
    expect(shareDiscount(thirds, 10)).toEqual([4, 3, 3]);
    // 7 over 1:2 -> 2.33 and 4.67: the second line's larger remainder takes the spare penny.
    expect(
      shareDiscount(
        [
          { totalPrice: 100, isEligible: true },
          { totalPrice: 200, isEligible: true },
        ],
        7,
      ),
    ).toEqual([2, 5]);
  });

  it('leaves lines outside the code (another category) undiscounted', () => {
    const lines = [
      { totalPrice: 4_000, isEligible: false },
      { totalPrice: 6_000, isEligible: true },
    ];
    expect(shareDiscount(lines, 600)).toEqual([0, 600]);
  });

  it('always sums to the discount and never takes more off a line than it costs', () => {
    const lines = fc.array(fc.record({ totalPrice: fc.integer({ min: 0, max: 9_999_999 }), isEligible: fc.boolean() }), {
      minLength: 1,
      maxLength: 50,
    });
    fc.assert(
      fc.property(lines, fc.double({ min: 0, max: 1, noNaN: true }), (lines, fraction) => {
        const eligibleTotal = lines.filter((l) => l.isEligible).reduce((sum, l) => sum + l.totalPrice, 0);
        const discount = Math.floor(eligibleTotal * fraction);
        const shares = shareDiscount(lines, discount);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(lines[index]?.isEligible ? (lines[index]?.totalPrice ?? 0) : 0);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('stays exact for the largest orders, where a price times the discount passes 2^53', () => {
    const lines = [
      { totalPrice: 66_666_666, isEligible: true },
      { totalPrice: 33_333_333, isEligible: true },
    ];
    expect(shareDiscount(lines, 99_999_998)).toEqual([66_666_665, 33_333_333]);
  });

  it('refuses a discount larger than the eligible lines cost', () => {
    expect(() => shareDiscount([{ totalPrice: 100, isEligible: true }], 101)).toThrow();
  });
});

describe('paidForUnits', () => {
  it('pays back the whole line for all its units', () => {
    expect(paidForUnits({ quantity: 3, paid: 1_000 }, 0, 3)).toBe(1_000);
  });

  it('rounds each part down and leaves the odd pence to the last units returned', () => {
    // 1000 over 3 units: 333, 333, then 334.
    expect(paidForUnits({ quantity: 3, paid: 1_000 }, 0, 1)).toBe(333);
    expect(paidForUnits({ quantity: 3, paid: 1_000 }, 1, 1)).toBe(333);
    expect(paidForUnits({ quantity: 3, paid: 1_000 }, 2, 1)).toBe(334);
  });

  it('adds up to what the line paid however its units are returned', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 9_999_999 }), fc.integer(), (quantity, paid, seed) => {
        let returned = 0;
        let refunded = 0;
        let step = Math.abs(seed);
        while (returned < quantity) {
          const units = 1 + (step % (quantity - returned));
          step = Math.floor(step / 7) + 3;
          refunded += paidForUnits({ quantity, paid }, returned, units);
          returned += units;
        }
        expect(refunded).toBe(paid);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses more units than the line holds', () => {
    expect(() => paidForUnits({ quantity: 2, paid: 500 }, 1, 2)).toThrow();
  });
});
