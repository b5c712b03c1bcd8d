import type { ADDRESS_FIELDS } from '@shop/core/addresses';
import type { FieldProps } from '../lib/forms/use-schema-form.ts';
import { DELIVERY_COUNTRIES } from '@shop/core/policies';
import styles from './AddressFields.module.css';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The inputs of a delivery address (recipient, phone, street, town, postcode, country), for the address book and
 * the checkout; `field` wires each to the form it belongs to.
 */
export function AddressFields({ field }: { field: (name: AddressField) => FieldProps }) {
  return (
    <div className={styles.grid}>
      <TextField label="Recipient name" autoComplete="shipping name" {...field('name')} />
      <TextField label="Recipient phone" type="tel" autoComplete="shipping tel" {...field('phone')} />
      <div className={styles.wide}>
        <TextField label="Street address" autoComplete="shipping street-address" {...field('streetAddress')} />
      </div>
      <TextField label="Town or city" autoComplete="shipping address-level2" {...field('city')} />
      <TextField label="Postcode" autoComplete="shipping postal-code" {...field('postalCode')} />
      <div className={styles.wide}>
        <SelectField label="Country" autoComplete="shipping country-name" options={DELIVERY_COUNTRIES} {...field('country')} />
      </div>
    </div>
  );
}
