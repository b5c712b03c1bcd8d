import { describe, expect, it } from 'vitest';
import { decodeReviewCursor, encodeReviewCursor, reviewInputSchema } from './reviews.ts';

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

describe('review cursors', () => {
  it('round-trip the last review shown', () => {
    const review = { createdAt: '2026-11-22T10:00:00.123Z', id: '0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f' };
    expect(decodeReviewCursor(encodeReviewCursor(review))).toEqual({ createdAt: new Date(review.createdAt), id: review.id });
  });

  it('refuse anything that is not a cursor', () => {
    for (const junk of ['', 'nope', '!!!', 'yesterday_x', '2026-13-45T99:99:99.999Z_0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f']) {
      expect(decodeReviewCursor(junk)).toBeNull();
    }
  });

  it('refuses a time before any review could exist (the year 0 is out of the database range)', () => {
    expect(decodeReviewCursor('0000-01-01T00:00:00.000Z_0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f')).toBeNull();
    expect(decodeReviewCursor('1969-12-31T23:59:59.999Z_0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f')).toBeNull();
  });
});
