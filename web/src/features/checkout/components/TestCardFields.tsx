import { checkoutTexts } from '@shop/core/checkout-texts';
import { paymentMessages } from '@shop/core/payments';
import { TextField } from '../../../components/TextField.tsx';
import type { FieldProps } from '../../../lib/forms/use-schema-form.ts';
import type { CheckoutFormApi } from '../card-payment.ts';
import { formatCardNumber, formatExpiry } from '../card-format.ts';
import styles from './CheckoutForm.module.css';
import { SecureNote } from './SecureNote.tsx';

/** A field whose text is rewritten as it is typed (the caret stays at the end, where typing happens). */
function formatted<Name extends string>(field: FieldProps<Name>, format: (text: string) => string): FieldProps<Name> {
  return {
    ...field,
    onChange: (event) => {
      if (event.target instanceof HTMLInputElement) event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

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
            {...formatted(form.field('card.number'), formatCardNumber)}
          />
        </div>
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          {...formatted(form.field('card.expiry'), formatExpiry)}
        />
        <TextField label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...form.field('card.cvc')} />
      </div>
      <SecureNote text={checkoutTexts.testCardNote} />
    </div>
  );
}
