import { orderTexts } from '@shop/core/checkout-texts';
import type { OrderStatus } from '@shop/core/orders';
import styles from './Table.module.css';
import orderStyles from './OrdersTable.module.css';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${styles.badge} ${orderStyles[status] ?? ''}`}>{orderTexts.status[status]}</span>;
}
