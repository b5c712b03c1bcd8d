import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideDiscount, discountMessages, discountOn, type DiscountCodeRules } from './rules.ts';

const now = new Date('2026-11-29T12:00:00Z');
const code = (overrides: Partial<DiscountCodeRules> = {}): DiscountCodeRules => ({
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  minSpend: 0,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  categories: [],
  isPaused: false,
  ...overrides,
});
const noUses = { uses: 0, customerUses: 0 };
const sofa = (totalPrice: number) => ({ totalPrice, category: 'sofa' });
const watch = (totalPrice: number) => ({ totalPrice, category: 'watch' });

describe('discountOn', () => {
  it('takes a percentage of the subtotal, rounded half up to the penny once for the order', () => {
    expect(discountOn({ kind: 'percent', value: 10 }, 12_345)).toBe(1_235); // 1234.5 -> 1235
    expect(discountOn({ kind: 'percent', value: 10 }, 12_344)).toBe(1_234); // 1234.4 -> 1234
    expect(discountOn({ kind: 'percent', value: 15 }, 999)).toBe(150); // 149.85 -> 150
    expect(discountOn({ kind: 'percent', value: 100 }, 4_321)).toBe(4_321);
  });

  it('takes a fixed amount, never more than the lines cost', () => {
    expect(discountOn({ kind: 'amount', value: 500 }, 12_000)).toBe(500);
    expect(discountOn({ kind: 'amount', value: 5_000 }, 1_200)).toBe(1_200);
  });

  it('is never negative and never more than the subtotal, for any percentage of any order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 99_999_999 }), (percent, subtotal) => {
        const discount = discountOn({ kind: 'percent', value: percent }, subtotal);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        expect(Math.abs(discount - (subtotal * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('decideDiscount', () => {
  it('shares a percentage over the lines, adding up to the discount', () => {
    const decision = decideDiscount(code(), [sofa(10_000), watch(5_001)], noUses, now);
    expect(decision).toEqual({ ok: true, discount: 1_500, lineDiscounts: [1_000, 500] });
  });

  it('applies a code limited to some categories to those lines alone, leaving the others whole', () => {
    const decision = decideDiscount(
      code({ categories: ['sofa'], kind: 'amount', value: 2_000 }),
      [sofa(10_000), watch(5_000)],
      noUses,
      now,
    );
    expect(decision).toEqual({ ok: true, discount: 2_000, lineDiscounts: [2_000, 0] });
  });

  it('refuses a code it does not know', () => {
    expect(decideDiscount(undefined, [sofa(100)], noUses, now)).toEqual({ ok: false, message: discountMessages.unknown });
  });

  it('refuses a paused code', () => {
    expect(decideDiscount(code({ isPaused: true }), [sofa(100)], noUses, now)).toEqual({ ok: false, message: discountMessages.paused });
  });

  it('refuses a code before its start, saying the day it starts in UK time', () => {
    const decision = decideDiscount(code({ startsAt: new Date('2026-11-30T23:30:00Z') }), [sofa(100)], noUses, now);
    expect(decision).toEqual({ ok: false, message: 'This code can be used from 30 November 2026.' });
  });

  it('refuses a code from the moment it ends', () => {
    expect(decideDiscount(code({ endsAt: now }), [sofa(100)], noUses, now)).toEqual({ ok: false, message: discountMessages.expired });
    expect(decideDiscount(code({ endsAt: new Date(now.getTime() + 1) }), [sofa(100)], noUses, now).ok).toBe(true);
  });

  it('refuses a code used as many times as it may be, in all and by this shopper', () => {
    expect(decideDiscount(code({ maxUses: 5 }), [sofa(100)], { uses: 5, customerUses: 0 }, now)).toEqual({
      ok: false,
      message: discountMessages.usedUp,
    });
    expect(decideDiscount(code({ maxUses: 5 }), [sofa(100)], { uses: 4, customerUses: 0 }, now).ok).toBe(true);
    expect(decideDiscount(code({ maxUsesPerCustomer: 1 }), [sofa(100)], { uses: 9, customerUses: 1 }, now)).toEqual({
      ok: false,
      message: discountMessages.customerUsedUp,
    });
  });

  it('refuses a code for categories the cart has none of, naming them', () => {
    const decision = decideDiscount(
      code({ categories: ['sofa', 'chair', 'watch'] }),
      [{ totalPrice: 100, category: 'mobile' }],
      noUses,
      now,
    );
    expect(decision).toEqual({ ok: false, message: 'This code is for sofa, chair and watch items, and your cart has none.' });
  });

  it('refuses a code below its minimum spend, counting only the lines it applies to', () => {
    expect(decideDiscount(code({ minSpend: 5_000 }), [sofa(4_999)], noUses, now)).toEqual({
      ok: false,
      message: 'Spend at least £50.00 to use this code; your cart has £49.99.',
    });
    expect(decideDiscount(code({ minSpend: 5_000 }), [sofa(5_000)], noUses, now).ok).toBe(true);
    expect(decideDiscount(code({ minSpend: 5_000, categories: ['sofa'] }), [sofa(1_000), watch(9_000)], noUses, now)).toEqual({
      ok: false,
      message: 'Spend at least £50.00 on sofa items to use this code; your cart has £10.00.',
    });
  });

  it('never takes more than a line cost from it, and the shares always add up to the discount', () => {
    const line = fc.record({ totalPrice: fc.integer({ min: 1, max: 9_999_999 }), category: fc.constantFrom('sofa', 'watch') });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.constantFrom<DiscountCodeRules['kind']>('percent', 'amount'),
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        (lines, kind, value, isSofasOnly) => {
          const decision = decideDiscount(code({ kind, value, categories: isSofasOnly ? ['sofa'] : [] }), lines, noUses, now);
          if (!decision.ok) return;
          expect(decision.lineDiscounts.reduce((sum, share) => sum + share, 0)).toBe(decision.discount);
          decision.lineDiscounts.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(lines[index]?.totalPrice ?? 0);
            if (isSofasOnly && lines[index]?.category !== 'sofa') expect(share).toBe(0);
          });
        },
      ),
    );
  });
});
