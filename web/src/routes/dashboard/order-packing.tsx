import { useParams } from 'react-router-dom';
import { AdminHeading, LoadState, PackingSlip, useAdminOrder } from '../../features/admin/index.ts';
import { Link } from '../../components/Link.tsx';

/** An order's packing slip for the admin: where it goes and what goes in the parcel. */
export function Component() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  return (
    <>
      <AdminHeading title={order.data ? `Packing slip #${order.data.number}` : 'Packing slip'}>
        <Link to={`/dashboard/orders/${id}`}>Back to the order</Link>
      </AdminHeading>
      {order.data ? <PackingSlip order={order.data} /> : <LoadState isPending={order.isPending} error={order.error} what="the order" />}
    </>
  );
}
