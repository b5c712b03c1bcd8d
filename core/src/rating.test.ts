import { describe, expect, it } from 'vitest';
import { averageRating, formatAverageRating } from './rating.ts';

describe('averageRating', () => {
  it('is the mean of the ratings', () => {
    expect(averageRating([5, 4, 4])).toBeCloseTo(13 / 3);
  });

  it('is 0 when there are no ratings', () => {
    expect(averageRating([])).toBe(0);
  });
});

describe('formatAverageRating', () => {
  it('shows two decimals', () => {
    expect(formatAverageRating({ avgRating: 13 / 3, ratingCount: 3 })).toBe('4.33');
    expect(formatAverageRating({ avgRating: 3, ratingCount: 1 })).toBe('3.00');
  });

  it('is null for a product that is not rated yet', () => {
    expect(formatAverageRating({ avgRating: 0, ratingCount: 0 })).toBeNull();
  });
});
