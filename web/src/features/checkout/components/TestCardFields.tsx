import { checkoutTexts } from '@shop/core/checkout-texts';
import { paymentMessages } from '@shop/core/payments';
import { TextField } from '../../../components/TextField.tsx';
import type { CheckoutFormApi } from '../card-payment.ts';
import styles from './CheckoutForm.module.css';
import { SecureNote } from './SecureNote.tsx';

/** The test provider's card form, clearly labelled so nobody types a real card into it. */
export function TestCardFields({ form }: { form: CheckoutFormApi }) {
  return (
    <div className={styles.testMode}>
      <p className={styles.testModeBanner}>
        <strong className={styles.badge}>{paymentMessages.testModeLabel}</strong>
        <span>{paymentMessages.testModeHint}</span>
      </p>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            {...form.field('card.number')}
          />
        </div>
        <TextField label="Expiry (MM / YY)" autoComplete="cc-exp" placeholder="MM / YY" {...form.field('card.expiry')} />
        <TextField label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...form.field('card.cvc')} />
      </div>
      <SecureNote text={checkoutTexts.testCardNote} />
    </div>
  );
}
