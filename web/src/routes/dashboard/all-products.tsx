import { useState } from 'react';
import { useProducts } from '../../features/products/api/products.ts';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';
import { LoadState } from '../../features/admin/components/LoadState.tsx';
import { ProductsTable } from '../../features/admin/components/ProductsTable.tsx';
import { usePageInRange } from '../../features/admin/use-page-in-range.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const products = useProducts({ sort: 'newest', page, pageSize: PAGE_SIZE });
  const total = products.data?.total;
  usePageInRange(page, setPage, total, PAGE_SIZE);
  return (
    <>
      <AdminHeading title="All Products">{total !== undefined && <p>{total} products</p>}</AdminHeading>
      {products.data ? (
        <>
          <ProductsTable products={products.data.items} />
          <Pagination page={page} pageCount={Math.ceil(products.data.total / PAGE_SIZE)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={products.isPending} error={products.error} what="the products" />
      )}
    </>
  );
}
