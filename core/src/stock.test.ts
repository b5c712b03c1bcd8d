import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, stockLabel, stockLevel } from './stock.ts';

describe('stock labels', () => {
  it.each([
    [0, 'Out of stock', 'out_of_stock'],
    [1, 'Only 1 left', 'low'],
    [LOW_STOCK_THRESHOLD, `Only ${LOW_STOCK_THRESHOLD} left`, 'low'],
    [LOW_STOCK_THRESHOLD + 1, 'In stock', 'in_stock'],
    [500, 'In stock', 'in_stock'],
  ])('%i units read "%s"', (stock, label, level) => {
    expect(stockLabel(stock)).toBe(label);
    expect(stockLevel(stock)).toBe(level);
  });
});
