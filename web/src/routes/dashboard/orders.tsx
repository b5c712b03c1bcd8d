import { useState } from 'react';
import { useAllOrders } from '../../features/admin/api/orders.ts';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';
import { LoadState } from '../../features/admin/components/LoadState.tsx';
import { OrdersTable } from '../../features/admin/components/OrdersTable.tsx';
import { Pagination } from '../../features/shop/Pagination.tsx';

export function Component() {
  const [page, setPage] = useState(1);
  const orders = useAllOrders(page);
  return (
    <>
      <AdminHeading title="Orders">{orders.data && <p>{orders.data.total} orders</p>}</AdminHeading>
      {orders.data ? (
        <>
          <OrdersTable orders={orders.data.items} />
          <Pagination page={page} pageCount={Math.ceil(orders.data.total / orders.data.pageSize)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={orders.isPending} error={orders.error} what="the orders" />
      )}
    </>
  );
}
