import { DELIVERY_COUNTRIES } from '@shop/core/policies';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { CheckoutFormApi } from '../card-payment.ts';
import styles from './CheckoutForm.module.css';

/** The billing form (name, email, phone, street address, city, postal code, country); the browser checks it with the schema the server uses. */
export function BillingFields({ form }: { form: CheckoutFormApi }) {
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <TextField label="Full name" autoComplete="name" {...form.field('billing.name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('billing.email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('billing.phone')} />
      <div className={styles.wide}>
        <TextField label="Street address" autoComplete="street-address" {...form.field('billing.streetAddress')} />
      </div>
      <TextField label="City" autoComplete="address-level2" {...form.field('billing.city')} />
      <TextField label="Postcode" autoComplete="postal-code" {...form.field('billing.postalCode')} />
      <div className={styles.wide}>
        <SelectField label="Country" autoComplete="country-name" options={DELIVERY_COUNTRIES} {...form.field('billing.country')} />
      </div>
    </div>
  );
}
