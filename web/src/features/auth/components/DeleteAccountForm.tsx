import { useNavigate } from 'react-router-dom';
import { accountDeletionMessages, accountDeletionSchema } from '@shop/core/account-data';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Settings' "Delete my account", confirmed by the password; then home, logged out. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const form = useSchemaForm(accountDeletionSchema, { defaultValues: { password: '' } });

  const submit = form.handleSubmit(async (input) => {
    try {
      await deleteAccount.mutateAsync(input);
      notify('success', accountDeletionMessages.done);
      void navigate('/home');
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>
        Your account, picture and chats are deleted and you are logged out everywhere. Your orders stay for our accounts, without your
        details, and your reviews stay under “{accountDeletionMessages.formerCustomer}”. This cannot be undone.
      </p>
      <TextField label="Your password" type="password" autoComplete="current-password" {...form.field('password')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button button-danger" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
