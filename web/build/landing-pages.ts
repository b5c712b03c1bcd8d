// The pages people land on (a typed URL, a link from elsewhere): for each, its route module and the first
// requests it makes, so the server can tell the browser to fetch them while the app's own code is still
// loading. The build turns these into dist/page-hints.json (web/build/page-hints.ts), with the files of
// each module read from Vite's manifest; the server only reads that file.
import { api } from '@shop/core/api/contract';
// The build reads the lists and sizes from the modules that define them, not from the features' public
// surfaces, which would bring their components (and styles) into the build's own process.
import { HERO_IMAGE_SIZES, homeProductLists } from '../src/features/home/home-lists.ts';
import { PRODUCT_IMAGE_SIZES } from '../src/features/products/image-sizes.ts';
import { readShopParams, shopListQuery } from '../src/features/shop/shop-params.ts';
import { urlOf } from '../src/lib/api-url.ts';

export type LandingPage = {
  /** A path with :params, as the router names it. */
  path: string;
  /** The route module, as the build's manifest names it. */
  module: string;
  /** API addresses the page asks for first; a :param takes the page's value. */
  fetch: string[];
  /** The page's data depends on its query string: `fetch` names the data of its address without one. */
  readsQuery?: boolean;
  /**
   * The product whose picture is the page's largest paint, named by a :param or as the first of a list the
   * page fetches, and the picture's sizes.
   */
  productImage?: { param: string; sizes: string } | { firstOf: string; sizes: string };
};

export const landingPages: LandingPage[] = [
  {
    path: '/home',
    module: 'src/routes/home.tsx',
    fetch: Object.values(homeProductLists).map((query) => urlOf(api.products.list, { query })),
    productImage: { firstOf: urlOf(api.products.list, { query: homeProductLists.trending }), sizes: HERO_IMAGE_SIZES },
  },
  {
    path: '/shop',
    module: 'src/routes/shop.tsx',
    fetch: [urlOf(api.products.list, { query: shopListQuery(readShopParams(new URLSearchParams()), '') })],
    readsQuery: true,
  },
  { path: '/policies/:slug', module: 'src/routes/policy.tsx', fetch: [] },
  {
    path: '/shop/:id',
    module: 'src/routes/product.tsx',
    fetch: [api.products.get.path],
    productImage: { param: 'id', sizes: PRODUCT_IMAGE_SIZES },
  },
];
