import { cartTexts, includesVat } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import { Link } from '../../../components/Link.tsx';
import styles from './CartSummary.module.css';

export function CartSummary({ subtotal }: { subtotal: number }) {
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Subtotal</h2>
      <p className={styles.amount} data-testid="cart-subtotal">
        {formatPence(subtotal)}
      </p>
      <p className={styles.note} data-testid="cart-vat">
        {includesVat(subtotal)}
      </p>
      <p className={styles.note}>{cartTexts.taxesNote}</p>
      <Link to="/checkout" className="button">
        Checkout
      </Link>
      <Link to="/shop" className={`button button-light ${styles.secondary}`}>
        Continue Shopping
      </Link>
    </aside>
  );
}
