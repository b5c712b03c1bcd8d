import { ALL_ORDER_SORTS, ALL_ORDERS_PAGE_SIZE, allOrdersQuerySchema, type AllOrdersQuery } from '@shop/core/all-orders';
import { ORDER_STATUSES } from '@shop/core/order-lifecycle';
import { orderTexts } from '@shop/core/checkout-texts';
import { Pagination } from '../../components/Pagination.tsx';
import {
  AdminHeading,
  FilterSelect,
  ListFilters,
  LoadState,
  OrderCsvExport,
  OrdersTable,
  useAllOrders,
  useListParams,
  usePageInRange,
} from '../../features/admin/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type StatusFilter = AllOrdersQuery['status'];

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'needs_action', label: 'Needs action' },
  ...ORDER_STATUSES.filter((status) => status !== 'failed').map((status) => ({ value: status, label: orderTexts.status[status] })),
];

const statusSchema = allOrdersQuerySchema.shape.status;

/**
 * Every order, filtered, searched, sorted and paged on the server; the address bar holds the table's state,
 * so the dashboard's links open it filtered (?status=paid).
 */
export function Component() {
  const { page, sort, search, params, setPage, setSort, setSearch, setFilter } = useListParams(ALL_ORDER_SORTS);
  const status = statusSchema.catch('all').parse(params.get('status') ?? undefined);
  const q = useDebouncedValue(search.trim(), 300);
  const orders = useAllOrders({ page, status, q, sort });
  usePageInRange(page, setPage, orders.data?.total, ALL_ORDERS_PAGE_SIZE);
  const isFiltered = status !== 'all' || q !== '';
  return (
    <>
      <AdminHeading title="Orders">
        {orders.data && (
          <p role="status">
            {orders.data.total} {isFiltered ? 'matching orders' : 'orders'}
          </p>
        )}
      </AdminHeading>
      <ListFilters
        searchLabel="Search orders"
        searchPlaceholder="Order number, customer name or email"
        search={search}
        onSearch={setSearch}
      >
        <FilterSelect
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(value) => setFilter('status', value, value === 'all')}
        />
      </ListFilters>
      <OrderCsvExport status={status} q={q} />
      {orders.data ? (
        <>
          <OrdersTable orders={orders.data.items} isFiltered={isFiltered} sorting={{ sort, onSort: setSort }} />
          <Pagination page={page} pageCount={Math.ceil(orders.data.total / orders.data.pageSize)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={orders.isPending} error={orders.error} what="the orders" />
      )}
    </>
  );
}
