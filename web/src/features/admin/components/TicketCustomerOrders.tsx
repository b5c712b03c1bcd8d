import { formatPence } from '@shop/core/money';
import { Link } from '../../../components/Link.tsx';
import { useTicketCustomerOrders } from '../api/tickets.ts';
import { LoadState } from './LoadState.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import orderStyles from './OrderAdmin.module.css';
import styles from './Support.module.css';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** A logged-in customer's latest orders beside their ticket, each to the admin's order page. */
export function TicketCustomerOrders({ ticketId }: { ticketId: string }) {
  const orders = useTicketCustomerOrders(ticketId);
  return (
    <section aria-labelledby="customer-orders-title" className={orderStyles.card}>
      <h2 id="customer-orders-title">Their orders</h2>
      {!orders.data ? (
        <LoadState isPending={orders.isPending} error={orders.error} what="their orders" />
      ) : orders.data.items.length === 0 ? (
        <p className={orderStyles.muted}>No orders yet.</p>
      ) : (
        <ul className={styles.orders}>
          {orders.data.items.map((order) => (
            <li key={order.id}>
              <Link to={`/dashboard/orders/${order.id}`} aria-label={`Order #${order.number}`}>
                #{order.number}
              </Link>
              <span className={orderStyles.muted}>{day.format(new Date(order.createdAt))}</span>
              <span>{formatPence(order.total)}</span>
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
