import { useNavigate } from 'react-router-dom';
import { passwordResetConfirmSchema } from '@shop/core/auth';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';

/** The token comes from the link, so the form asks only for the password, with core's rule. */
const newPasswordSchema = passwordResetConfirmSchema.pick({ password: true });

/** A new password for the account the emailed link (its token) names; then on to login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirmReset = useConfirmPasswordReset();
  const form = useSchemaForm(newPasswordSchema, { defaultValues: { password: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await confirmReset.mutateAsync({ token, password });
      notify('success', message);
      void navigate('/login');
    } catch (error) {
      form.showRefusal(error);
    }
  });

  const refusal = form.formState.errors.root?.server?.message;
  return (
    <section className={styles.card}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
        <FormAlert message={refusal} />
        {refusal && (
          <p className={styles.footnote}>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        )}
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </section>
  );
}
