import { useParams } from 'react-router-dom';
import { AdminHeading, LoadState, OrderAdminDetails, useAdminOrder } from '../../features/admin/index.ts';
import { Link } from '../../components/Link.tsx';

/** One order for the admin: its history and the moves it allows (processing, shipped, delivered, refund...). */
export function Component() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  return (
    <>
      <AdminHeading title={order.data ? `Order #${order.data.number}` : 'Order'}>
        <p>
          <Link to={`/dashboard/orders/${id}/packing`}>Packing slip</Link> · <Link to="/dashboard/orders">All orders</Link>
        </p>
      </AdminHeading>
      {order.data ? (
        <OrderAdminDetails order={order.data} />
      ) : (
        <LoadState isPending={order.isPending} error={order.error} what="the order" />
      )}
    </>
  );
}
