import { orderTexts } from '@shop/core/checkout-texts';
import type { OrderStatus as Status } from '@shop/core/orders';
import styles from './Orders.module.css';

export function OrderStatus({ status }: { status: Status }) {
  return <span className={`${styles.status} ${styles[status]}`}>{orderTexts.status[status]}</span>;
}
