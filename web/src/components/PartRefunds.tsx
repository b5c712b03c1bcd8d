import { refundFailureText, refundText } from '@shop/core/checkout-texts';
import type { Order } from '@shop/core/orders';
import styles from './RefundNote.module.css';

/**
 * The refunds an admin gave on part or all of an order, oldest first, each with where it stands and why it
 * was given; the admin also reads why one was given up (`showFailure`), to refund the customer by hand.
 */
export function PartRefunds({ refunds, showFailure = false }: { refunds: Order['refunds']; showFailure?: boolean }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title" className={styles.list} data-testid="part-refunds">
      <h3 id="refunds-title">Refunds</h3>
      <ul>
        {refunds.map((refund) => {
          const isStuck = refund.status === 'failed' || refund.status === 'retrying';
          return (
            <li key={refund.id} className={isStuck ? `${styles.refund} ${styles.stuck}` : styles.refund}>
              <p>{refundText(refund)}</p>
              <p className={styles.reason}>Reason: {refund.reason}</p>
              {showFailure && refund.failure && <p className={styles.failure}>{refundFailureText(refund.failure)}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
