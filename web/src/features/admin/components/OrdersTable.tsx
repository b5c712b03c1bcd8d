import { formatPence } from '@shop/core/money';
import type { Order, OrderStatus } from '@shop/core/orders';
import styles from './Table.module.css';
import orderStyles from './OrdersTable.module.css';

const statusLabels: Record<OrderStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };
const placedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every order: number, time, billing name, lines, total and payment status. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p className={styles.empty}>No orders yet.</p>;
  return (
    <div className={styles.frame}>
      <table className={`${styles.table} ${styles.stacking}`}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Billing name</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td data-label="Order" className={styles.strong}>
                #{order.number}
              </td>
              <td data-label="Placed" className={styles.muted}>
                {placedAt.format(new Date(order.createdAt))}
              </td>
              <td data-label="Billing name">{order.billing.name}</td>
              <td data-label="Items">
                <ul className={orderStyles.lines}>
                  {order.items.map((line, index) => (
                    <li key={`${line.productName}-${index}`}>
                      {line.quantity} × {line.productName}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label="Total" className={orderStyles.total}>
                {formatPence(order.total)}
              </td>
              <td data-label="Status">
                <span className={`${styles.badge} ${orderStyles[order.status]}`}>{statusLabels[order.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
