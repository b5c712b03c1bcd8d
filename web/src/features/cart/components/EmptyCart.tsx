import { messages } from '@shop/core/messages';
import { Link } from '../../../components/Link.tsx';
import styles from './EmptyCart.module.css';

/** The heading's id: removing the cart's last line puts the focus on it. */
export const EMPTY_CART_HEADING_ID = 'empty-cart-heading';

/** "Empty Cart" and the way back to the shop, on the cart and checkout pages. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <h2 id={EMPTY_CART_HEADING_ID} tabIndex={-1}>
        {messages.emptyCart}
      </h2>
      <Link to="/shop" className="button">
        Go to Shop
      </Link>
    </div>
  );
}
