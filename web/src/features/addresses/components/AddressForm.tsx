import { addressBookEntrySchema, type SavedAddress } from '@shop/core/addresses';
import { AddressFields } from '../../../components/AddressFields.tsx';
import formStyles from '../../../components/Form.module.css';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSaveAddress } from '../api/address-book.ts';
import { entryOf } from './entry-of.ts';
import styles from './AddressBook.module.css';

const blank = { name: '', phone: '', streetAddress: '', city: '', postalCode: '', country: 'United Kingdom' as const };

type Props = {
  /** The address being edited; none for a new one. */
  editing: SavedAddress | null;
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
};

/** Adds an address to the book, or edits one, checked with the schema the server uses. */
export function AddressForm({ editing, onSaved, onCancel }: Props) {
  const save = useSaveAddress();
  const form = useSchemaForm(addressBookEntrySchema, {
    defaultValues: editing ? entryOf(editing) : blank,
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, ...(editing ? { id: editing.id } : {}) });
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    form.reset(blank);
    onSaved();
  });
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? `Edit the address ${editing.streetAddress}` : 'New address'}
    >
      <AddressFields field={(name) => form.field(name)} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {editing ? 'Save changes' : 'Add address'}
        </button>
        {onCancel && (
          <button type="button" className="button button-light" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
