import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './products.ts';

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
