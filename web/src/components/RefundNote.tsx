import { refundText } from '@shop/core/checkout-texts';
import type { Order } from '@shop/core/orders';
import styles from './RefundNote.module.css';

/** An order's refund and where it stands, for the shopper's and the admin's order pages. */
export function RefundNote({ refund }: { refund: NonNullable<Order['refund']> }) {
  return (
    <p className={styles.refund} data-testid="refund">
      {refundText(refund)}
    </p>
  );
}
