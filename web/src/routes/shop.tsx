import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ProductGrid, useProducts } from '../features/products/index.ts';
import { readShopParams, ShopFilters, type ShopFilterValues } from '../features/shop/index.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

const PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 250;

export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = readShopParams(params);
  const search = useDebouncedValue(filters.q.trim(), SEARCH_DELAY_MS);
  const products = useProducts({ ...filters, q: search, pageSize: PAGE_SIZE });

  const update = useCallback(
    (change: Partial<ShopFilterValues & { page: number }>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const isDefault = value === '' || value === 'all' || value === 'default' || (key === 'page' && value === 1);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: 'q' in change },
      );
    },
    [setParams],
  );

  const pageCount = products.data ? Math.ceil(products.data.total / PAGE_SIZE) : 0;

  return (
    <>
      <PageHeading title="Shop" />
      <section className="section">
        <div className="container">
          <ShopFilters values={filters} onChange={update} />
          <ProductGrid
            products={products.data?.items}
            isLoading={products.isPending}
            error={products.error}
            skeletonCount={8}
            priorityCount={4}
            label="Products"
          />
          <Pagination page={filters.page} pageCount={pageCount} onPage={(page) => update({ page })} />
        </div>
      </section>
    </>
  );
}
