// The catalogue as shoppers see it: product queries, cards and grids, and a product's summary.
export { useProduct, useProducts } from './api/products.ts';
export { ProductGrid } from './components/ProductGrid.tsx';
export { ProductSummary, ProductSummarySkeleton } from './components/ProductSummary.tsx';
