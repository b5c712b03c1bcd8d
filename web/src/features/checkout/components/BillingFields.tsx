import { COUNTRIES } from '@shop/core/billing';
import { Field } from '../../../components/Field.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { FieldErrors } from '../card-payment.ts';
import styles from './CheckoutForm.module.css';

type Props = { errors: FieldErrors; defaults: { name: string; email: string } };

function CountryField({ error }: { error: string | undefined }) {
  return (
    <Field label="Country" error={error}>
      {(control) => (
        <select {...control} name="country" autoComplete="country-name" defaultValue="United Kingdom">
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The billing form of SPEC.md section 3; the browser checks it with the schema the server uses. */
export function BillingFields({ errors, defaults }: Props) {
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <TextField label="Full name" name="name" autoComplete="name" defaultValue={defaults.name} error={errors.name} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={defaults.email} error={errors.email} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" error={errors.phone} />
      <div className={styles.wide}>
        <TextField label="Street address" name="streetAddress" autoComplete="street-address" error={errors.streetAddress} />
      </div>
      <TextField label="City" name="city" autoComplete="address-level2" error={errors.city} />
      <TextField label="Postcode" name="postalCode" autoComplete="postal-code" error={errors.postalCode} />
      <div className={styles.wide}>
        <CountryField error={errors.country} />
      </div>
    </div>
  );
}
