import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import styles from '../components/Form.module.css';
import { PageHeading } from '../components/PageHeading.tsx';
import { TextField } from '../components/TextField.tsx';
import { useLogin } from '../features/auth/api.ts';
import { fieldErrors } from '../lib/field-errors.ts';
import { notify } from '../lib/toast.ts';

export function Component() {
  const navigate = useNavigate();
  const login = useLogin();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: () => {
        notify('success', messages.loggedIn);
        void navigate('/checkout');
      },
      onError: (error) => notify('error', error.message),
    });
  };

  return (
    <>
      <PageHeading title="Login" />
      <section className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
          <button type="submit" className="button" disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <p className={styles.footnote}>
          Don&apos;t have an account? <Link to="/signup">Create an account</Link>
        </p>
      </section>
    </>
  );
}
