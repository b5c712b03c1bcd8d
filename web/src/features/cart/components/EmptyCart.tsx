import { messages } from '@shop/core/messages';
import { Link } from '../../../components/Link.tsx';
import styles from './EmptyCart.module.css';

/** "Empty Cart" and the way back to the shop, on the cart and checkout pages. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <h2>{messages.emptyCart}</h2>
      <Link to="/shop" className="button">
        Go to Shop
      </Link>
    </div>
  );
}
