import { useState } from 'react';
import { useProducts } from '../../features/products/index.ts';
import { AdminHeading, ListFilters, LoadState, ProductsTable, usePageInRange } from '../../features/admin/index.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const products = useProducts({ sort: 'newest', page, pageSize: PAGE_SIZE, q });
  const total = products.data?.total;
  usePageInRange(page, setPage, total, PAGE_SIZE);
  return (
    <>
      <AdminHeading title="All Products">{total !== undefined && <p role="status">{total} products</p>}</AdminHeading>
      <ListFilters
        searchLabel="Search products"
        searchPlaceholder="Product name"
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {products.data ? (
        <>
          <ProductsTable products={products.data.items} isFiltered={q !== ''} />
          <Pagination page={page} pageCount={Math.ceil(products.data.total / PAGE_SIZE)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={products.isPending} error={products.error} what="the products" />
      )}
    </>
  );
}
