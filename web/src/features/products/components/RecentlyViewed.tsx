import { useState } from 'react';
import { recentlyViewed } from '../../../lib/recently-viewed.ts';
import { useProductsById } from '../api/products.ts';
import { ProductGrid } from './ProductGrid.tsx';

const SHOWN = 4;

/**
 * The products this browser looked at last, as read when the section appears (key it by the page's product
 * so it reads again), leaving out `excludeIds` and any product since deleted. Nothing until there is one.
 */
export function RecentlyViewed({ excludeIds = [] }: { excludeIds?: readonly string[] }) {
  const [ids] = useState(() => recentlyViewed().filter((id) => !excludeIds.includes(id)));
  const products = useProductsById(ids)?.slice(0, SHOWN);
  if (ids.length === 0 || products?.length === 0) return null;
  return (
    <section className="section" aria-labelledby="recently-viewed-title">
      <h2 className="section-title" id="recently-viewed-title">
        Recently viewed
      </h2>
      <ProductGrid products={products} isLoading={!products} label="Recently viewed products" skeletonCount={Math.min(ids.length, SHOWN)} />
    </section>
  );
}
