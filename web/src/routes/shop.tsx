import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { prefetchProducts, ProductGrid, useProducts } from '../features/products/index.ts';
import {
  isFiltered,
  readShopParams,
  ResultCount,
  SeeAllProducts,
  SHOP_PAGE_SIZE,
  ShopFilters,
  shopListQuery,
  type ShopFilterValues,
} from '../features/shop/index.ts';
import { firstScreenLoader } from '../first-load/first-screen.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

const SEARCH_DELAY_MS = 250;

const isDefault = (key: string, value: unknown) =>
  value === undefined || value === '' || value === 'all' || value === 'default' || (key === 'page' && value === 1);

export const loader = firstScreenLoader(({ request }, client) => {
  const filters = readShopParams(new URL(request.url).searchParams);
  return [prefetchProducts(shopListQuery(filters, filters.q.trim()), client)];
});

/** The catalogue, filtered on the server; the address bar holds every filter, so a link shares them and Back undoes one. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = readShopParams(params);
  const search = useDebouncedValue(filters.q.trim(), SEARCH_DELAY_MS);
  const products = useProducts(shopListQuery(filters, search));
  const isNarrowed = isFiltered(filters);

  const update = useCallback(
    (change: Partial<ShopFilterValues & { page: number }>) => {
      // The address bar as it is now: a field's blur can arrive after its Enter has already changed it.
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (isDefault(key, value)) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in change)) next.delete('page');
      // The same address again would be a history entry that Back only repeats.
      if (next.toString() !== current.toString()) setParams(next, { replace: 'q' in change });
    },
    [setParams],
  );
  const clearFilters = useCallback(() => update({ category: 'all', q: '', min: undefined, max: undefined, rating: undefined }), [update]);

  const total = products.error ? undefined : products.data?.total;
  const pageCount = total === undefined ? 0 : Math.ceil(total / SHOP_PAGE_SIZE);

  return (
    <>
      <PageHeading title="Shop" preview={{ image: products.data?.items[0]?.imgUrl }} />
      <section className="section">
        <div className="container">
          <ShopFilters values={filters} onChange={update} onClear={isNarrowed ? clearFilters : undefined} />
          <ResultCount total={total} />
          <ProductGrid
            products={products.data?.items}
            isLoading={products.isPending}
            error={products.error}
            skeletonCount={8}
            priorityCount={4}
            label="Products"
          />
          {total === 0 && isNarrowed && <SeeAllProducts />}
          <Pagination page={filters.page} pageCount={pageCount} onPage={(page) => update({ page })} />
        </div>
      </section>
    </>
  );
}
