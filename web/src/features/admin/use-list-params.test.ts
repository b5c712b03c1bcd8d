import { describe, expect, it } from 'vitest';
import { readListParams } from './use-list-params.ts';

const sorts = ['newest', 'oldest', 'name_asc'] as const;

describe('readListParams', () => {
  it('reads the search, sort and page of an admin table', () => {
    expect(readListParams(new URLSearchParams('q=lamp&sort=name_asc&page=3'), sorts)).toEqual({
      search: 'lamp',
      sort: 'name_asc',
      page: 3,
    });
  });

  it('falls back to the first sort and page 1 for values it does not know', () => {
    expect(readListParams(new URLSearchParams('sort=colour&page=-2'), sorts)).toEqual({ search: '', sort: 'newest', page: 1 });
    expect(readListParams(new URLSearchParams('page=1.5'), sorts).page).toBe(1);
  });
});
