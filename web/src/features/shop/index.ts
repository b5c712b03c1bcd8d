// The shop page's filters, read from and written to the address bar.
export { ShopFilters, type ShopFilterValues } from './components/ShopFilters.tsx';
export { isFiltered, readShopParams, SHOP_PAGE_SIZE, shopListQuery } from './shop-params.ts';
export { ResultCount } from './components/ResultCount.tsx';
export { SeeAllProducts } from './components/SeeAllProducts.tsx';
