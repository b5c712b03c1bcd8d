import { describe, expect, it } from 'vitest';
import { isFiltered, isPriceRangeInverted, readShopParams, shopListQuery } from './shop-params.ts';

describe('readShopParams', () => {
  it('reads the filters the shop knows', () => {
    expect(readShopParams(new URLSearchParams('category=watch&sort=lowest&q=tide&page=2'))).toEqual({
      category: 'watch',
      sort: 'lowest',
      q: 'tide',
      page: 2,
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(readShopParams(new URLSearchParams('category=toaster&sort=random&page=-3'))).toEqual({
      category: 'all',
      sort: 'default',
      q: '',
      page: 1,
    });
    expect(readShopParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('reads a price range in pounds and a minimum rating in stars', () => {
    expect(readShopParams(new URLSearchParams('min=100&max=300.5&rating=4'))).toMatchObject({ min: 100, max: 300.5, rating: 4 });
  });

  it('leaves out a price or rating it cannot read, and keeps a min above max for the server to refuse', () => {
    const params = readShopParams(new URLSearchParams('min=cheap&max=-4&rating=4.5'));
    expect([params.min, params.max, params.rating]).toEqual([undefined, undefined, undefined]);
    expect(readShopParams(new URLSearchParams('min=300&max=100'))).toMatchObject({ min: 300, max: 100 });
    expect(readShopParams(new URLSearchParams('rating=0')).rating).toBeUndefined();
  });

  it('knows when any filter narrows the list', () => {
    expect(isFiltered(readShopParams(new URLSearchParams('sort=lowest&page=2')))).toBe(false);
    for (const query of ['category=sofa', 'q=oak', 'min=10', 'max=10', 'rating=3']) {
      expect(isFiltered(readShopParams(new URLSearchParams(query)))).toBe(true);
    }
  });

  it('keeps search text as typed, spaces included, up to 100 characters', () => {
    expect(readShopParams(new URLSearchParams('q=oak ')).q).toBe('oak ');
    expect(readShopParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('shopListQuery', () => {
  it('asks for the price range the shopper set', () => {
    expect(shopListQuery(readShopParams(new URLSearchParams('min=100&max=300')), '')).toMatchObject({ min: 100, max: 300 });
  });

  it('leaves out a minimum above the maximum, which the fields mark, so the list stays in place', () => {
    const params = readShopParams(new URLSearchParams('min=300&max=100&category=sofa'));
    expect(isPriceRangeInverted(params)).toBe(true);
    const query = shopListQuery(params, '');
    expect([query.min, query.max, query.category]).toEqual([undefined, undefined, 'sofa']);
    expect(isPriceRangeInverted(readShopParams(new URLSearchParams('min=100&max=100')))).toBe(false);
  });
});
