import { passwordChangeSchema } from '@shop/core/auth';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/password-change.ts';

/** Settings' "Change password": the current one, then the new one; other devices are logged out. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useSchemaForm(passwordChangeSchema, { defaultValues: { currentPassword: '', newPassword: '' } });

  const submit = form.handleSubmit(async (input) => {
    try {
      const { message } = await changePassword.mutateAsync(input);
      form.reset();
      notify('success', message);
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}
