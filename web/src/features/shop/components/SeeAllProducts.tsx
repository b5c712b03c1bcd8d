import { Link } from '../../../components/Link.tsx';
import styles from './SeeAllProducts.module.css';

/** Under "The product is Unavailable!" when filters match nothing: the way back to the whole catalogue. */
export function SeeAllProducts() {
  return (
    <p className={styles.seeAll}>
      <Link to="/shop" className="button">
        See all products
      </Link>
    </p>
  );
}
