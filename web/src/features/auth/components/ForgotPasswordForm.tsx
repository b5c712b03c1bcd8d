import { useState } from 'react';
import { passwordResetRequestSchema } from '@shop/core/auth';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

/**
 * Asks for a reset link by email. The answer is the same whether or not an account has that address, so the
 * page cannot be used to find out who shops here.
 */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const form = useSchemaForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    try {
      setConfirmation((await requestReset.mutateAsync(body)).message);
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <section className={styles.card}>
      <p role="status" className={styles.status}>
        {confirmation}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.intro}>Enter the email address of your account and we will send you a link to choose a new password.</p>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <p className={styles.footnote}>
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
