import { describe, expect, it } from 'vitest';
import { productListQuerySchema, productMessages, productSuggestionQuerySchema } from './products.ts';

describe('productListQuerySchema', () => {
  it('fills defaults for an empty query', () => {
    expect(productListQuerySchema.parse({})).toEqual({
      category: 'all',
      sort: 'default',
      q: '',
      page: 1,
      pageSize: 12,
    });
  });

  it('accepts every category and sort the shop offers', () => {
    const query = productListQuerySchema.parse({ category: 'watch', sort: 'trending', page: '2' });
    expect(query).toMatchObject({ category: 'watch', sort: 'trending', page: 2 });
  });

  it('refuses unknown values and unknown parameters', () => {
    for (const bad of [
      { category: 'toaster' },
      { sort: 'random' },
      { page: '0' },
      { pageSize: '1000' },
      { page: 'x' },
      { colour: 'red' },
    ]) {
      expect(productListQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('productListQuerySchema price and rating filters', () => {
  it('reads a price range in pounds and a minimum rating in stars', () => {
    expect(productListQuerySchema.parse({ min: '100', max: '300.50', rating: '4' })).toMatchObject({ min: 100, max: 300.5, rating: 4 });
  });

  it('leaves the filters out when they are not given', () => {
    const query = productListQuerySchema.parse({});
    expect(query.min).toBeUndefined();
    expect(query.max).toBeUndefined();
    expect(query.rating).toBeUndefined();
  });

  it('refuses a minimum price above the maximum with a message that says so', () => {
    const result = productListQuerySchema.safeParse({ min: '300', max: '100' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['min'], message: productMessages.minAboveMax });
  });

  it.each([
    [{ min: '-1' }, productMessages.priceRange],
    [{ max: 'cheap' }, productMessages.priceRange],
    [{ min: '10.001' }, productMessages.pricePennies],
    [{ rating: '6' }, productMessages.ratingRange],
    [{ rating: '0' }, productMessages.ratingRange],
    [{ rating: '3.5' }, productMessages.ratingRange],
  ])('refuses %o with a clear message', (query, message) => {
    expect(productListQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('productSuggestionQuerySchema', () => {
  it('takes the typed text, trimmed', () => {
    expect(productSuggestionQuerySchema.parse({ q: '  oak ' })).toEqual({ q: 'oak' });
  });

  it('refuses empty or overlong text', () => {
    expect(productSuggestionQuerySchema.safeParse({ q: ' ' }).success).toBe(false);
    expect(productSuggestionQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
