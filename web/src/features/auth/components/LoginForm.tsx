import { useNavigate } from 'react-router-dom';
import { loginSchema } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import styles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useLogin } from '../api/account.ts';

/** Email and password; on success "logged in" and on to /checkout, on failure the server's message. */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async (credentials) => {
    try {
      await login.mutateAsync(credentials);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
      form.showServerErrors(error);
      return;
    }
    notify('success', messages.loggedIn);
    void navigate('/checkout');
  });

  return (
    <section className={styles.card}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <Link to="/forgot-password" className={styles.aside}>
          Forgot password?
        </Link>
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Logging in...' : 'Login'}
        </button>
      </form>
      <p className={styles.footnote}>
        Don&apos;t have an account? <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}
