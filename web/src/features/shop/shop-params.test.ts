import { describe, expect, it } from 'vitest';
import { readShopParams } from './shop-params.ts';

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

  it('keeps search text as typed, spaces included, up to 100 characters', () => {
    expect(readShopParams(new URLSearchParams('q=oak ')).q).toBe('oak ');
    expect(readShopParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});
