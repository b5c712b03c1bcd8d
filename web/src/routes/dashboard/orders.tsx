import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { allOrdersQuerySchema, type AllOrdersQuery } from '@shop/core/all-orders';
import { ORDER_STATUSES } from '@shop/core/order-lifecycle';
import { orderTexts } from '@shop/core/checkout-texts';
import { Pagination } from '../../components/Pagination.tsx';
import { AdminHeading, FilterSelect, ListFilters, LoadState, OrdersTable, useAllOrders } from '../../features/admin/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type StatusFilter = AllOrdersQuery['status'];

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'needs_action', label: 'Needs action' },
  ...ORDER_STATUSES.filter((status) => status !== 'failed').map((status) => ({ value: status, label: orderTexts.status[status] })),
];

const statusSchema = allOrdersQuerySchema.shape.status;

/** Every order, filtered and searched on the server; the dashboard's links open it filtered (?status=paid). */
export function Component() {
  const [searchParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusFilter>(() => statusSchema.catch('all').parse(searchParams.get('status') ?? undefined));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const orders = useAllOrders({ page, status, q });
  const isFiltered = status !== 'all' || q !== '';
  const startOver =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
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
        onSearch={startOver(setSearch)}
      >
        <FilterSelect label="Status" value={status} options={statusOptions} onChange={startOver(setStatus)} />
      </ListFilters>
      {orders.data ? (
        <>
          <OrdersTable orders={orders.data.items} isFiltered={isFiltered} />
          <Pagination page={page} pageCount={Math.ceil(orders.data.total / orders.data.pageSize)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={orders.isPending} error={orders.error} what="the orders" />
      )}
    </>
  );
}
