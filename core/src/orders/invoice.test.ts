import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVat } from '../money.ts';
import { creditNoteNumberText, invoiceLines, invoiceNumberText } from './invoice.ts';

const line = (totalPrice: number, discount = 0) => ({
  productName: 'Chair',
  variantLabel: null,
  quantity: 1,
  price: totalPrice,
  totalPrice,
  discount,
});

describe('invoiceLines', () => {
  it('gives each line its share of the order VAT, adding up to the VAT on the total', () => {
    // Three lines of £0.10: 5p of VAT on the 30p total, though each line alone would round to 2p (6p).
    const lines = invoiceLines({ items: [line(10), line(10), line(10)], total: 30 }, 20);
    expect(lines.map((l) => l.vat)).toEqual([2, 2, 1]);
    expect(lines.reduce((sum, l) => sum + l.vat, 0)).toBe(includedVat(30, 20));
  });

  it('counts a line after its share of the discount, net and VAT adding up to what was paid', () => {
    const [first] = invoiceLines({ items: [line(12_000, 2_000)], total: 10_000 }, 20);
    expect(first).toMatchObject({ gross: 10_000, vat: 1_667, net: 8_333 });
  });

  it('always adds up to the order VAT and each line to its gross, at any rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 30 }),
        (grosses, rate) => {
          const total = grosses.reduce((sum, gross) => sum + gross, 0);
          const lines = invoiceLines({ items: grosses.map((gross) => line(gross)), total }, rate);
          expect(lines.reduce((sum, l) => sum + l.vat, 0)).toBe(includedVat(total, rate));
          for (const l of lines) {
            expect(l.net + l.vat).toBe(l.gross);
            expect(l.vat).toBeGreaterThanOrEqual(0);
            expect(l.vat).toBeLessThanOrEqual(l.gross);
          }
        },
      ),
    );
  });
});

describe('document numbers', () => {
  it('are written with a prefix and six digits', () => {
    expect(invoiceNumberText(42)).toBe('INV-000042');
    expect(creditNoteNumberText(7)).toBe('CN-000007');
  });
});
