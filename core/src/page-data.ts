// The product lists pages ask for, with their addresses in one fixed spelling, so that the server can
// tell the browser to fetch them while the page's code is still loading (preload hints).
import { TRENDING_SIZE, type Category, type ProductSort } from './constants.ts';

export type ProductListParams = Partial<{ category: Category | 'all'; sort: ProductSort; q: string; page: number; pageSize: number }>;

const PARAM_ORDER = ['category', 'sort', 'q', 'page', 'pageSize'] as const;

export function productListPath(params: ProductListParams): string {
  const pairs = PARAM_ORDER.flatMap((key) => {
    const value = params[key];
    return value === undefined || value === '' ? [] : [`${key}=${encodeURIComponent(value)}`];
  });
  return `/api/products${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

export const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/** The product page's picture width (its img sizes), which the page's preload hint must match. */
export const productImageSizes = '(max-width: 760px) 92vw, 520px';

/** The home page's sections (SPEC.md section 2, home). */
export const homeProductLists = {
  trending: { sort: 'trending', pageSize: TRENDING_SIZE },
  newMobiles: { category: 'mobile', sort: 'newest', pageSize: 4 },
  newWireless: { category: 'wireless', sort: 'newest', pageSize: 4 },
  popularWatches: { category: 'watch', sort: 'trending', pageSize: 8 },
  limitedOffer: { category: 'chair', sort: 'trending', pageSize: 1 },
} as const satisfies Record<string, ProductListParams>;
