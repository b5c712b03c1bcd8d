import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { reviewsFor } from './reviews.ts';

const now = new Date('2026-06-01T12:00:00Z');
const everyProduct = () => catalogue.map((product, index) => reviewsFor(product.ratings, product.category, index, now));

describe('sample reviews', () => {
  it('give every rating of a product a review with that rating, oldest first, before now', () => {
    catalogue.forEach((product, index) => {
      const reviews = reviewsFor(product.ratings, product.category, index, now);
      expect(reviews.map((review) => review.rating)).toEqual(product.ratings);
      const times = reviews.map((review) => review.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.every((time) => time < now.getTime())).toBe(true);
    });
  });

  it('never repeat a sentence within a product, and vary across the catalogue', () => {
    for (const reviews of everyProduct()) expect(new Set(reviews.map((review) => review.text)).size).toBe(reviews.length);
    const texts = everyProduct().flatMap((reviews) => reviews.map((review) => review.text));
    expect(new Set(texts).size).toBeGreaterThan(texts.length / 2);
  });

  it('speak of the kind of product reviewed', () => {
    const [phoneReview] = reviewsFor([5], 'mobile', 0, now);
    const [sofaReview] = reviewsFor([5], 'sofa', 0, now);
    expect(phoneReview?.text).toMatch(/battery|camera|screen/i);
    expect(sofaReview?.text).toMatch(/cushion|fabric|seat/i);
  });

  it('match the stars: a one-star review does not praise', () => {
    const [review] = reviewsFor([1], 'watch', 3, now);
    expect(review?.text).toMatch(/not work out|poor|sent it back/i);
    expect(review?.text).toMatch(/broke|lost time/i);
  });
});
