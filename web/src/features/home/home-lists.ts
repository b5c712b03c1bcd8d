// The home page's product sections (Trending, New Arrivals, Popular in Category). The preload hints for /home (web/build/landing-pages.ts) ask
// for these same lists, spelled the same way, so the page finds its data already on its way.
import { TRENDING_SIZE } from '@shop/core/constants';
import type { ProductListParams } from '../../lib/query-keys.ts';

export const homeProductLists = {
  trending: { sort: 'trending', pageSize: TRENDING_SIZE },
  newMobiles: { category: 'mobile', sort: 'newest', pageSize: 4 },
  newWireless: { category: 'wireless', sort: 'newest', pageSize: 4 },
  popularWatches: { category: 'watch', sort: 'trending', pageSize: 8 },
  limitedOffer: { category: 'chair', sort: 'trending', pageSize: 1 },
} as const satisfies Record<string, ProductListParams>;

/** The hero's picture width (its img sizes): the first trending product's, which the home page's preload hint must match. */
export const HERO_IMAGE_SIZES = '(max-width: 760px) 80vw, 460px';
