import type { AllOrderSort } from '@shop/core/all-orders';
import { orderTexts } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { Link } from '../../../components/Link.tsx';
import { ColumnHeading, type Column, type Sorting } from './ColumnHeading.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import styles from './Table.module.css';
import orderStyles from './OrdersTable.module.css';

const placedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: readonly Column<AllOrderSort>[] = [
  { label: 'Order' },
  { label: 'Placed', sort: { ascending: 'oldest', descending: 'newest' } },
  { label: 'Billing name', sort: { ascending: 'name_asc', descending: 'name_desc' } },
  { label: 'Items' },
  { label: 'Total', sort: { ascending: 'total_asc', descending: 'total_desc' } },
  { label: 'Status' },
];

type Props = { orders: Order[]; isFiltered: boolean; sorting: Sorting<AllOrderSort> };

/** Every order: number (to its page), time, billing name, lines, total and status. */
export function OrdersTable({ orders, isFiltered, sorting }: Props) {
  if (orders.length === 0) return <p className={styles.empty}>{isFiltered ? 'No order matches these filters.' : 'No orders yet.'}</p>;
  return (
    <div className={styles.frame}>
      <table className={`${styles.table} ${styles.stacking}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={column.label} column={column} sorting={sorting} />
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td data-label="Order">
                <Link
                  to={`/dashboard/orders/${order.id}`}
                  className={styles.strong}
                  aria-label={`Order #${order.number}, ${orderTexts.status[order.status]}`}
                >
                  #{order.number}
                </Link>
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
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
