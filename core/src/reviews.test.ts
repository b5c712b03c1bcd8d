import { describe, expect, it } from 'vitest';
import { reviewInputSchema } from './reviews.ts';

describe('reviewInputSchema', () => {
  it('accepts a whole rating from 1 to 5 and a message', () => {
    expect(reviewInputSchema.parse({ rating: 5, text: '  Lovely  ' })).toEqual({ rating: 5, text: 'Lovely' });
  });

  it.each([0, 6, 2.5, 'five', null])('refuses the rating %j', (rating) => {
    expect(reviewInputSchema.safeParse({ rating, text: 'ok' }).success).toBe(false);
  });

  it('requires a message', () => {
    const result = reviewInputSchema.safeParse({ rating: 3, text: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Please write a message.');
  });
});
