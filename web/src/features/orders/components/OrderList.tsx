import { formatPence } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { Link } from '../../../components/Link.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import styles from './Orders.module.css';

const placedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** My orders, newest first: number, date, items, total and status, each linking to its page. */
export function OrderList({ orders }: { orders: Order[] }) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/orders/${order.id}`} className={styles.card}>
            <span className={styles.number}>Order #{order.number}</span>
            <OrderStatus status={order.status} />
            <span className={styles.meta}>
              {placedOn.format(new Date(order.createdAt))} · {order.totalQuantity} {order.totalQuantity === 1 ? 'item' : 'items'}
            </span>
            <span className={styles.total}>{formatPence(order.total)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
