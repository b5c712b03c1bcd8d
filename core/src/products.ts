// Product schemas shared by the API and the web app (docs/spec.md, Entities and their fields).
import { z } from 'zod';
import type { CategorySuggestion } from './category-suggestions.ts';
import { CATEGORIES, PRODUCT_SORTS, SEARCH_MAX_CHARS, STAR_MAX, STAR_MIN } from './constants.ts';
import { PRICE_FILTER_MAX_POUNDS, productMessages } from './product-messages.ts';
import { productPictureSchema } from './product-pictures.ts';
import { productOptionSchema, productVariantSchema } from './variants.ts';

export const categorySchema = z.enum(CATEGORIES);

export { PRICE_FILTER_MAX_POUNDS, productMessages } from './product-messages.ts';

export const productIdSchema = z.uuid({ message: 'Product id must be a UUID.' });

export const productSchema = z.object({
  id: productIdSchema,
  productName: z.string(),
  shortDesc: z.string(),
  description: z.string(),
  category: categorySchema,
  price: z.number().int().nonnegative(),
  /** The first picture's, kept for everything that shows one picture (cards, the cart, emails). */
  imgUrl: z.string(),
  imgSrcSet: z.string(),
  /** Every picture, in the order the product page shows them; the first is imgUrl's. */
  pictures: z.array(productPictureSchema),
  /** How many ratings the average is of; the ratings themselves stay on the server. */
  ratingCount: z.number().int().nonnegative(),
  avgRating: z.number(),
  /** Units on the shelf; paid orders have taken theirs out already. For a product sold in variants, theirs added up. */
  stock: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** What the product is sold in (colour, size...); empty for a product without variants. */
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

export const MAX_PAGE_SIZE = 100;

const searchTextSchema = z.string().trim().max(SEARCH_MAX_CHARS, `Search text is at most ${SEARCH_MAX_CHARS} characters.`);

/** A price bound in pounds as the address bar holds it (`?min=100`); the server compares it in pence. */
const poundsSchema = z.coerce
  .number({ error: productMessages.priceRange })
  .min(0, productMessages.priceRange)
  .max(PRICE_FILTER_MAX_POUNDS, productMessages.priceRange)
  .refine((pounds) => Number.isInteger(Math.round(pounds * 100 * 1e6) / 1e6), productMessages.pricePennies)
  .optional();

export const productListQuerySchema = z
  .object({
    category: z.enum(['all', ...CATEGORIES]).default('all'),
    sort: z.enum(PRODUCT_SORTS).default('default'),
    q: searchTextSchema.default(''),
    /** Lowest and highest price, in pounds, both included. */
    min: poundsSchema,
    max: poundsSchema,
    /** Lowest average rating, in whole stars. */
    rating: z.coerce
      .number({ error: productMessages.ratingRange })
      .int(productMessages.ratingRange)
      .min(STAR_MIN, productMessages.ratingRange)
      .max(STAR_MAX, productMessages.ratingRange)
      .optional(),
    page: z.coerce.number().int().min(1).max(10000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(12),
  })
  .strict()
  .refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: productMessages.minAboveMax,
    path: ['min'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const SUGGESTIONS_MAX = 6;

/** What the header's search box has typed so far. */
export const productSuggestionQuerySchema = z.object({ q: searchTextSchema.min(1, productMessages.suggestionText) }).strict();
export type ProductSuggestionQuery = z.infer<typeof productSuggestionQuerySchema>;

/**
 * Up to SUGGESTIONS_MAX products whose names hold the typed text, and the categories whose names start with
 * it, for the search box to offer.
 */
/** A suggested product: its name and category, and the picture and price the list shows beside them. */
export type ProductSuggestion = Pick<Product, 'id' | 'productName' | 'category' | 'imgUrl' | 'price'>;
export type ProductSuggestions = { items: ProductSuggestion[]; categories: CategorySuggestion[] };
