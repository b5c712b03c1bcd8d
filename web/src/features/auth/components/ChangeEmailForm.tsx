import { useState } from 'react';
import { emailChangeSchema } from '@shop/core/auth';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useRequestEmailChange } from '../api/email-change.ts';

/** Settings' "Change email": the new address and the current password; the change waits for the link sent to the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const requestChange = useRequestEmailChange();
  const [sent, setSent] = useState('');
  const form = useSchemaForm(emailChangeSchema, { defaultValues: { newEmail: '', currentPassword: '' } });

  const submit = form.handleSubmit(async (input) => {
    setSent('');
    try {
      const { message } = await requestChange.mutateAsync(input);
      form.reset();
      setSent(message);
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-email-title">
      <h2 id="change-email-title">Change email</h2>
      <p className={styles.intro}>
        You log in with <strong>{currentEmail}</strong>. We send a link to the new address, and tell this one.
      </p>
      <TextField label="New email" type="email" autoComplete="email" inputMode="email" {...form.field('newEmail')} />
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <p role="status" className={styles.status}>
        {sent}
      </p>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send confirmation link'}
      </button>
    </form>
  );
}
