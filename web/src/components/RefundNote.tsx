import { refundFailureText, refundText } from '@shop/core/checkout-texts';
import type { Order } from '@shop/core/orders';
import styles from './RefundNote.module.css';

/**
 * An order's refund and where it stands, for the shopper's and the admin's order pages; the admin also
 * reads why a refund was given up (`showFailure`), to refund the customer by hand.
 */
export function RefundNote({ refund, showFailure = false }: { refund: NonNullable<Order['refund']>; showFailure?: boolean }) {
  const isStuck = refund.status === 'failed' || refund.status === 'retrying';
  return (
    <div className={isStuck ? `${styles.refund} ${styles.stuck}` : styles.refund} data-testid="refund">
      <p>{refundText(refund)}</p>
      {showFailure && refund.failure && <p className={styles.failure}>{refundFailureText(refund.failure)}</p>}
    </div>
  );
}
