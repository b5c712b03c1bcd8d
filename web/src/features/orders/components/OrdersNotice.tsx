import { Link } from '../../../components/Link.tsx';
import styles from './Orders.module.css';

/** A short message with one way on, for when there are no orders to show. */
export function OrdersNotice({ text, link }: { text: string; link: { to: string; label: string } }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <Link to={link.to} className="button">
        {link.label}
      </Link>
    </div>
  );
}
