import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPence, includedVat, parsePounds } from './money.ts';

describe('formatPence', () => {
  it('shows pence as pound sterling with two decimals and thousands separators', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(1999)).toBe('£19.99');
    expect(formatPence(8900000)).toBe('£89,000.00');
  });

  it('writes every whole number of pence exactly as Intl writes en-GB pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        expect(formatPence(pence)).toBe(intl.format(pence / 100));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('parsePounds', () => {
  it('reads whole pounds, pence and a pound sign', () => {
    expect(parsePounds('12')).toBe(1200);
    expect(parsePounds('12.5')).toBe(1250);
    expect(parsePounds('£1,299.99')).toBe(129999);
  });

  it('refuses text that is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parsePounds(bad)).toBeNull();
  });
});

describe('includedVat', () => {
  it('is the VAT inside a price that includes it at 20 %, rounded half up to the penny', () => {
    expect(includedVat(12_000)).toBe(2_000);
    expect(includedVat(999)).toBe(167);
    expect(includedVat(0)).toBe(0);
  });

  it('takes the rate: 5 % of £1.05 is 5p, 0 % is nothing', () => {
    expect(includedVat(105, 5)).toBe(5);
    expect(includedVat(12_345, 0)).toBe(0);
    // 99p at 20 % holds 16.5p exactly, which rounds up.
    expect(includedVat(99, 20)).toBe(17);
  });

  it('rounds half up exactly, at any whole rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 100 }), (pence, rate) => {
        const vat = includedVat(pence, rate);
        // vat - 1/2 <= pence * rate / (100 + rate) < vat + 1/2, in whole numbers.
        const scaled = BigInt(pence) * BigInt(rate) * 2n;
        const divisor = BigInt(100 + rate);
        expect(BigInt(2 * vat - 1) * divisor <= scaled).toBe(true);
        expect(scaled < BigInt(2 * vat + 1) * divisor).toBe(true);
      }),
    );
  });

  it('is within half a penny of a sixth of the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (pence) => {
        expect(Math.abs(includedVat(pence) - pence / 6)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
