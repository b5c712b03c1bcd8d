import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductSort } from '@shop/core/admin-products';
import {
  AdminHeading,
  FilterSelect,
  ListFilters,
  LoadState,
  ProductCsvActions,
  ProductsTable,
  useAdminProducts,
  useListParams,
  usePageInRange,
} from '../../features/admin/index.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const sortLabels: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  price_asc: 'Price: lowest first',
  price_desc: 'Price: highest first',
  stock_asc: 'Stock: fewest first',
  stock_desc: 'Stock: most first',
};
const sortOptions = ADMIN_PRODUCT_SORTS.map((value) => ({ value, label: sortLabels[value] }));

/** Every product, searched, sorted and paged on the server; the address bar holds the table's state. */
export function Component() {
  const { page, sort, search, setPage, setSort, setSearch } = useListParams(ADMIN_PRODUCT_SORTS);
  const q = useDebouncedValue(search.trim(), 300);
  const products = useAdminProducts({ page, sort, q });
  const total = products.data?.total;
  usePageInRange(page, setPage, total, ADMIN_PRODUCTS_PAGE_SIZE);
  return (
    <>
      <AdminHeading title="All Products">
        {total !== undefined && <p role="status">{`${total} ${q ? 'matching ' : ''}${total === 1 ? 'product' : 'products'}`}</p>}
        <ProductCsvActions />
      </AdminHeading>
      <ListFilters searchLabel="Search products" searchPlaceholder="Product name" search={search} onSearch={setSearch}>
        <FilterSelect label="Sort by" value={sort} options={sortOptions} onChange={setSort} />
      </ListFilters>
      {products.data ? (
        <>
          <ProductsTable products={products.data.items} isFiltered={q !== ''} sorting={{ sort, onSort: setSort }} />
          <Pagination page={page} pageCount={Math.ceil(products.data.total / ADMIN_PRODUCTS_PAGE_SIZE)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={products.isPending} error={products.error} what="the products" />
      )}
    </>
  );
}
