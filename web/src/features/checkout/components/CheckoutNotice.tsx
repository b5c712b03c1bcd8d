import { checkoutTexts } from '@shop/core/checkout-texts';
import type { CheckoutNotice as Notice } from '../checkout.machine.ts';
import styles from './CheckoutForm.module.css';

/** A declined card or a failed request, announced as soon as it appears. */
export function CheckoutNotice({ notice }: { notice: Notice }) {
  return (
    <div className={styles.notice} role="alert">
      {notice.kind === 'declined' && <strong>{checkoutTexts.declinedTitle}</strong>}
      <p>{notice.text}</p>
      {notice.kind === 'declined' && <p className={styles.noticeHint}>{checkoutTexts.declinedHint}</p>}
    </div>
  );
}
