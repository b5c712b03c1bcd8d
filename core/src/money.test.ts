import { describe, expect, it } from 'vitest';
import { formatPence, parsePounds } from './money.ts';

describe('formatPence', () => {
  it('shows pence as pound sterling with two decimals and thousands separators', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(1999)).toBe('£19.99');
    expect(formatPence(8900000)).toBe('£89,000.00');
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
