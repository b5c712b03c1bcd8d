import { useEffect, useId } from 'react';
import { addressLine, addressMessages } from '@shop/core/addresses';
import { AddressFields } from '../../../components/AddressFields.tsx';
import formStyles from '../../../components/Form.module.css';
import { useSavedAddresses } from '../api/saved-addresses.ts';
import type { CheckoutFormApi } from '../card-payment.ts';
import { NEW_ADDRESS, SAME_AS_BILLING } from '../delivery-form.ts';
import sectionStyles from './CheckoutForm.module.css';
import styles from './DeliveryChoice.module.css';

/**
 * Where the order goes, one radio group under its legend: the billing address, each saved address (the default
 * chosen first) or a new one, which the shopper may keep in the address book while it has room.
 */
export function DeliveryChoice({ form, disabled }: { form: CheckoutFormApi; disabled: boolean }) {
  const saved = useSavedAddresses();
  const errorId = useId();
  const items = saved.data?.items ?? [];
  const isBookFull = saved.data ? items.length >= saved.data.limit : false;
  const choice = form.watch('delivery.choice');
  const choiceError = form.errorOf('delivery.choice');
  const defaultId = items.find((address) => address.isDefault)?.id;

  useEffect(() => {
    if (defaultId && !form.getFieldState('delivery.choice').isDirty) form.setValue('delivery.choice', defaultId);
  }, [defaultId, form]);

  const radio = (value: string) => ({ ...form.register('delivery.choice'), type: 'radio', value });
  return (
    <fieldset className={sectionStyles.section} disabled={disabled} aria-describedby={choiceError ? errorId : undefined}>
      <legend>{addressMessages.title}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input {...radio(SAME_AS_BILLING)} />
          <span>{addressMessages.sameAsBilling}</span>
        </label>
        {items.map((address) => (
          <label key={address.id} className={styles.choice}>
            <input {...radio(address.id)} />
            <span>
              <strong>{address.name}</strong>
              {address.isDefault && <span className={styles.badge}>{addressMessages.isDefault}</span>}
              <span className={styles.line}>{addressLine(address)}</span>
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input {...radio(NEW_ADDRESS)} />
          <span>{addressMessages.newAddress}</span>
        </label>
      </div>
      {choiceError && (
        <p id={errorId} className={formStyles.error}>
          {choiceError}
        </p>
      )}
      {choice === NEW_ADDRESS && (
        <div className={styles.newAddress}>
          <AddressFields field={(name) => form.field(`delivery.address.${name}`)} />
          {isBookFull ? (
            <p className={styles.hint}>{addressMessages.bookFullAtCheckout}</p>
          ) : (
            <label className={styles.save}>
              <input type="checkbox" {...form.register('delivery.saveToAddressBook')} />
              {addressMessages.saveToBook}
            </label>
          )}
        </div>
      )}
    </fieldset>
  );
}
