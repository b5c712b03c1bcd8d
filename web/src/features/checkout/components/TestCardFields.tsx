import { checkoutTexts } from '@shop/core/checkout-texts';
import { paymentMessages } from '@shop/core/payments';
import { TextField } from '../../../components/TextField.tsx';
import type { FieldErrors } from '../card-payment.ts';
import styles from './CheckoutForm.module.css';
import { SecureNote } from './SecureNote.tsx';

type Props = { errors: FieldErrors; names: { number: string; expiry: string; cvc: string } };

/** The test provider's card form, clearly labelled so nobody types a real card into it. */
export function TestCardFields({ errors, names }: Props) {
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
            name={names.number}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={errors[names.number]}
          />
        </div>
        <TextField label="Expiry (MM / YY)" name={names.expiry} autoComplete="cc-exp" placeholder="MM / YY" error={errors[names.expiry]} />
        <TextField
          label="Security code (CVC)"
          name={names.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors[names.cvc]}
        />
      </div>
      <SecureNote text={checkoutTexts.testCardNote} />
    </div>
  );
}
