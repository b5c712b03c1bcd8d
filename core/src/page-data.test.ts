import { describe, expect, it } from 'vitest';
import { productListPath, productPath } from './page-data.ts';

describe('productListPath', () => {
  it('spells a list address the same whatever order the parameters come in', () => {
    expect(productListPath({ pageSize: 8, sort: 'trending' })).toBe('/api/products?sort=trending&pageSize=8');
    expect(productListPath({ sort: 'trending', pageSize: 8 })).toBe('/api/products?sort=trending&pageSize=8');
  });

  it('leaves out empty values and encodes search text', () => {
    expect(productListPath({ q: '', category: 'watch' })).toBe('/api/products?category=watch');
    expect(productListPath({ q: 'oak & ash' })).toBe('/api/products?q=oak%20%26%20ash');
    expect(productListPath({})).toBe('/api/products');
  });
});

describe('productPath', () => {
  it('encodes the id', () => {
    expect(productPath('a/b')).toBe('/api/products/a%2Fb');
  });
});
