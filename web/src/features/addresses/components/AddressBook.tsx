import { useRef, useState } from 'react';
import { addressLine, addressMessages, type SavedAddress } from '@shop/core/addresses';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAddressBook, useDeleteAddress, useSaveAddress } from '../api/address-book.ts';
import { AddressForm } from './AddressForm.tsx';
import { entryOf } from './entry-of.ts';
import styles from './AddressBook.module.css';

/** Settings' address book: each address with Edit, Make default and Delete, and a form adding one while there is room. */
export function AddressBook() {
  const book = useAddressBook();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [outcome, setOutcome] = useState('');
  const items = book.data?.items ?? [];
  const isFull = book.data ? items.length >= book.data.limit : false;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The control pressed may be gone (Make default, Delete, the edit form), so focus goes back to the book's heading.
  const done = (message: string) => () => {
    setEditing(null);
    setOutcome(message);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="address-book-title">
      <h2 id="address-book-title" ref={headingRef} tabIndex={-1}>
        {addressMessages.bookTitle}
      </h2>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      {book.error && <FormAlert message={book.error.message} />}
      {book.data && items.length === 0 && <p className={styles.muted}>{addressMessages.empty}</p>}
      <ul className={styles.list}>
        {items.map((address) => (
          <li key={address.id} className={styles.entry}>
            <p className={styles.address}>
              <strong>{address.name}</strong>
              {address.isDefault && <span className={styles.badge}>{addressMessages.isDefault}</span>}
              <br />
              {addressLine(address)}
              <br />
              {address.phone}
            </p>
            {editing?.id === address.id ? (
              <AddressForm key={address.id} editing={address} onSaved={done(addressMessages.saved)} onCancel={() => setEditing(null)} />
            ) : (
              <div className={styles.buttons}>
                <button
                  type="button"
                  className="button button-light"
                  aria-label={`Edit ${address.streetAddress}`}
                  onClick={() => setEditing(address)}
                >
                  Edit
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className="button button-light"
                    aria-label={`Make ${address.streetAddress} the default`}
                    disabled={save.isPending}
                    onClick={() =>
                      save.mutate(
                        { ...entryOf(address), id: address.id, isDefault: true },
                        { onSuccess: done(addressMessages.defaultChosen) },
                      )
                    }
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="button button-light"
                  aria-label={`Delete ${address.streetAddress}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(address.id, { onSuccess: done(addressMessages.deleted) })}
                >
                  Delete
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <FormAlert message={save.error?.message ?? remove.error?.message} />
      {isFull ? (
        <p className={styles.muted}>{addressMessages.bookFull}</p>
      ) : (
        book.data && (
          <>
            <h3>Add an address</h3>
            <AddressForm editing={null} onSaved={done(addressMessages.saved)} />
          </>
        )
      )}
    </section>
  );
}
