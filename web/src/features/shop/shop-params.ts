// The shop's filters as the address bar holds them; values the shop does not know fall back to the
// defaults. Written without zod, which would otherwise ship with the shop page.
import { CATEGORIES, PRODUCT_SORTS, SEARCH_MAX_CHARS, type Category, type ProductSort } from '@shop/core/constants';

export type ShopParams = { category: Category | 'all'; sort: ProductSort; q: string; page: number };

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

export function readShopParams(params: URLSearchParams): ShopParams {
  const page = Number(params.get('page') ?? '1');
  return {
    category: oneOf(['all', ...CATEGORIES], params.get('category'), 'all'),
    sort: oneOf(PRODUCT_SORTS, params.get('sort'), 'default'),
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_CHARS),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
