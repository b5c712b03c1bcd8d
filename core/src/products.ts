// Product schemas shared by the API and the web app (SPEC.md section 3, Product).
import { z } from 'zod';
import { CATEGORIES, PRODUCT_SORTS, SEARCH_MAX_CHARS } from './constants.ts';

export const categorySchema = z.enum(CATEGORIES);

export const productMessages = { notFound: 'Product not found.' } as const;

export const productIdSchema = z.uuid({ message: 'Product id must be a UUID.' });

export const productSchema = z.object({
  id: productIdSchema,
  productName: z.string(),
  shortDesc: z.string(),
  description: z.string(),
  category: categorySchema,
  price: z.number().int().nonnegative(),
  imgUrl: z.string(),
  imgSrcSet: z.string(),
  ratings: z.array(z.number().int()),
  avgRating: z.number(),
  /** Units on the shelf; paid orders have taken theirs out already. */
  stock: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const MAX_PAGE_SIZE = 100;

export const productListQuerySchema = z
  .object({
    category: z.enum(['all', ...CATEGORIES]).default('all'),
    sort: z.enum(PRODUCT_SORTS).default('default'),
    q: z.string().trim().max(SEARCH_MAX_CHARS, `Search text is at most ${SEARCH_MAX_CHARS} characters.`).default(''),
    page: z.coerce.number().int().min(1).max(10000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(12),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;
