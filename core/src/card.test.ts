import { describe, expect, it } from 'vitest';
import { cardBrand, cardMessages, cardSchema, hasExpired, parseExpiry, passesLuhn } from './card.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

function problems(input: Record<string, unknown>): Record<string, string> {
  const issues = cardSchema.safeParse(input).error?.issues ?? [];
  // The form shows the first problem of each field.
  return Object.fromEntries(issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('card checks', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '79927398713'])('%s passes Luhn', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '4242424242424224', '79927398710'])('%s fails Luhn (one digit wrong or two swapped)', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });

  it('reads expiry dates with two- or four-digit years, and refuses anything else', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(' 11 / 2030 ')).toEqual({ month: 11, year: 2030 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('4/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
  });

  it('keeps a card good until the end of its expiry month', () => {
    const now = new Date(2026, 5, 30, 23, 59);
    expect(hasExpired({ month: 6, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 5, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(hasExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('accepts a card typed with spaces and keeps only its digits', () => {
    expect(cardSchema.parse(card)).toEqual({ number: '4242424242424242', expiry: '12 / 34', cvc: '123' });
  });

  it('explains each problem on its own field', () => {
    expect(problems({ number: '', expiry: '', cvc: '' })).toEqual({
      number: cardMessages.numberRequired,
      expiry: cardMessages.expiryRequired,
      cvc: cardMessages.cvcRequired,
    });
    expect(problems({ number: '4242 4242', expiry: '2034-12', cvc: '12' })).toEqual({
      number: cardMessages.numberIncomplete,
      expiry: cardMessages.expiryFormat,
      cvc: cardMessages.cvcInvalid,
    });
    expect(problems({ ...card, number: '4242 4242 4242 4241' })).toEqual({ number: cardMessages.numberInvalid });
    expect(problems({ ...card, cvc: '12345' })).toEqual({ cvc: cardMessages.cvcInvalid });
  });

  it('takes a 4-digit security code as well as a 3-digit one', () => {
    expect(cardSchema.safeParse({ ...card, cvc: '1234' }).success).toBe(true);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Card');
  });
});
