import { describe, expect, it } from 'vitest';
import { adminProductListQuerySchema } from './admin-products.ts';
import { userListQuerySchema } from './users.ts';

describe('adminProductListQuerySchema', () => {
  it('defaults to the newest products, first page, no search', () => {
    expect(adminProductListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, q: '', sort: 'newest' });
  });

  it('takes a search and any column to sort by', () => {
    expect(adminProductListQuerySchema.parse({ q: ' lamp ', sort: 'stock_asc', page: '3' })).toMatchObject({
      q: 'lamp',
      sort: 'stock_asc',
      page: 3,
    });
  });

  it('names the sorts it knows when refusing one', () => {
    expect(adminProductListQuerySchema.safeParse({ sort: 'colour' }).error?.issues[0]?.message).toMatch(/^Sort by one of: newest, oldest/);
  });
});

describe('userListQuerySchema', () => {
  it('defaults to the newest accounts and takes a search and a sort', () => {
    expect(userListQuerySchema.parse({})).toMatchObject({ q: '', sort: 'newest' });
    expect(userListQuerySchema.parse({ q: 'ann', sort: 'email_desc' })).toMatchObject({ q: 'ann', sort: 'email_desc' });
    expect(userListQuerySchema.safeParse({ sort: 'age' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
