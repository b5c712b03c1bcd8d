import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-format.ts';

describe('formatCardNumber', () => {
  it('groups the digits by four as they are typed, whatever else was typed', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  it('stops at the 19 digits a card number can have', () => {
    expect(formatCardNumber('1'.repeat(25)).replaceAll(' ', '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('writes MM / YY once the year is begun', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12/30')).toBe('12 / 30');
  });

  it('lets a deletion go back over the separator', () => {
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 /')).toBe('12');
  });

  it('reads a month that can only be one digit, or one typed before a slash, as 0M', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('427')).toBe('04 / 27');
    expect(formatExpiry('1/27')).toBe('01 / 27');
  });

  it('keeps a four-digit year and no more', () => {
    expect(formatExpiry('04/2027')).toBe('04 / 2027');
    expect(formatExpiry('0420271')).toBe('04 / 2027');
  });
});
