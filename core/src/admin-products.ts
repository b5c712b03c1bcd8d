// The admin's product table (dashboard/all-products): searched by name, sorted by any column, a page at a
// time, on the server.
import { z } from 'zod';
import { SEARCH_MAX_CHARS } from './constants.ts';

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCTS_PAGE_SIZE),
    q: z.string().trim().max(SEARCH_MAX_CHARS, `Search text is at most ${SEARCH_MAX_CHARS} characters.`).default(''),
    sort: z.enum(ADMIN_PRODUCT_SORTS, { error: `Sort by one of: ${ADMIN_PRODUCT_SORTS.join(', ')}.` }).default('newest'),
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;
