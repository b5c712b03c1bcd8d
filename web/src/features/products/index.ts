// The catalogue as shoppers see it: product queries, cards and grids, a product's summary, and the
// products this browser viewed last.
export { prefetchProduct, prefetchProducts, useProduct, useProducts } from './api/products.ts';
export { ProductGrid } from './components/ProductGrid.tsx';
export { ProductSummary, ProductSummarySkeleton } from './components/ProductSummary.tsx';
export { RecentlyViewed } from './components/RecentlyViewed.tsx';
export { productPageData } from './page-data.ts';
