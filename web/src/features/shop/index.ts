// The shop page's filters, read from and written to the address bar.
export { ShopFilters, type ShopFilterValues } from './components/ShopFilters.tsx';
export { readShopParams } from './shop-params.ts';
