import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signupSchema } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import styles from '../components/Form.module.css';
import { PageHeading } from '../components/PageHeading.tsx';
import { TextField } from '../components/TextField.tsx';
import { useSignup } from '../features/auth/api.ts';
import { PictureField } from '../features/uploads/PictureField.tsx';
import { usePictureUpload } from '../features/uploads/use-picture-upload.ts';
import { fieldErrors } from '../lib/field-errors.ts';
import { notify } from '../lib/toast.ts';

const accountFields = signupSchema.omit({ pictureUploadId: true });

export function Component() {
  const navigate = useNavigate();
  const signup = useSignup();
  const picture = usePictureUpload();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = accountFields.safeParse({ username: form.get('username'), email: form.get('email'), password: form.get('password') });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!file) found.picture = 'Picture is required.';
    setErrors(found);
    if (!parsed.success || !file) return;

    setBusy(true);
    try {
      const pictureUploadId = await picture.upload(file).catch((error: Error) => {
        notify('error', error.message);
        throw error;
      });
      await signup.mutateAsync({ ...parsed.data, pictureUploadId }).catch((error: Error) => {
        notify('error', messages.signupFailed);
        setErrors({ form: error.message });
        throw error;
      });
      notify('success', messages.createdAccount);
      void navigate('/home');
    } catch {
      // Already shown to the visitor above.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading title="Signup" />
      <section className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label="Username" name="username" autoComplete="nickname" error={errors.username} />
          <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" error={errors.password} />
          <PictureField label="Profile picture" file={file} onFileChange={setFile} isRequired progress={picture.progress} />
          {errors.picture && <p className={styles.error}>{errors.picture}</p>}
          {errors.form && (
            <p className={styles.error} role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button" disabled={isBusy}>
            {isBusy ? 'Creating account...' : 'Create an account'}
          </button>
        </form>
        <p className={styles.footnote}>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </section>
    </>
  );
}
