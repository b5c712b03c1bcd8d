// The shop's filters as the address bar holds them (`/shop?category=sofa&min=100&max=300&rating=4`); values
// the shop cannot read fall back to the defaults. A minimum above the maximum is kept: the price fields
// say what is wrong with it. Written without zod, which would otherwise ship with the shop page.
import { CATEGORIES, PRODUCT_SORTS, SEARCH_MAX_CHARS, STAR_MAX, STAR_MIN, type Category, type ProductSort } from '@shop/core/constants';

export type ShopParams = {
  category: Category | 'all';
  sort: ProductSort;
  q: string;
  page: number;
  /** Price range in pounds, both ends included. */
  min?: number;
  max?: number;
  /** Lowest average rating, in whole stars. */
  rating?: number;
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

function numberOf(text: string | null, isValid: (value: number) => boolean): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && isValid(value) ? value : undefined;
}

const isPounds = (value: number) => value >= 0;
const isStars = (value: number) => Number.isInteger(value) && value >= STAR_MIN && value <= STAR_MAX;

export function readShopParams(params: URLSearchParams): ShopParams {
  const page = Number(params.get('page') ?? '1');
  return {
    category: oneOf(['all', ...CATEGORIES], params.get('category'), 'all'),
    sort: oneOf(PRODUCT_SORTS, params.get('sort'), 'default'),
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_CHARS),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    min: numberOf(params.get('min'), isPounds),
    max: numberOf(params.get('max'), isPounds),
    rating: numberOf(params.get('rating'), isStars),
  };
}

/** Whether the list shows less than the whole catalogue (sorting and paging do not narrow it). */
export function isFiltered(params: ShopParams): boolean {
  return (
    params.category !== 'all' ||
    params.q.trim() !== '' ||
    params.min !== undefined ||
    params.max !== undefined ||
    params.rating !== undefined
  );
}

/** Products on a page of the shop. */
export const SHOP_PAGE_SIZE = 12;

/** A minimum above the maximum, which the price fields mark instead of sending. */
export const isPriceRangeInverted = ({ min, max }: Pick<ShopParams, 'min' | 'max'>) => min !== undefined && max !== undefined && min > max;

/**
 * The product list the shop page asks for: its filters, the search text as typed so far, one page. An
 * inverted price range (a shared link) is left out, so the list stays while the fields say what is wrong.
 */
export function shopListQuery(filters: ShopParams, search: string) {
  const range = isPriceRangeInverted(filters) ? { min: undefined, max: undefined } : {};
  return { ...filters, ...range, q: search, pageSize: SHOP_PAGE_SIZE };
}
