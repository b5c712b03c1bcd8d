import { LockIcon } from '../../../components/icons.tsx';
import styles from './CheckoutForm.module.css';

/** What happens to the card details, under the card fields. */
export function SecureNote({ text }: { text: string }) {
  return (
    <p className={styles.secure}>
      <LockIcon /> {text}
    </p>
  );
}
