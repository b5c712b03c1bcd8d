import { useNavigate } from 'react-router-dom';
import { PICTURE_REQUIRED, signupSchema } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { PictureField } from '../../../components/PictureField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { requiredPicture, usePictureInput } from '../../../lib/forms/picture-input.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { usePictureUpload } from '../../../lib/uploads/use-picture-upload.ts';
import { useSignup } from '../api/account.ts';

/** The API's signup rules, with the picture as the file chosen (it is uploaded first, then named by its id). */
const signupFormSchema = signupSchema.omit({ pictureUploadId: true }).extend({ picture: requiredPicture(PICTURE_REQUIRED) });

/** Username, email, password and a required picture; on success "Created Account" and on to home. */
export function SignupForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const upload = usePictureUpload();
  const form = useSchemaForm(signupFormSchema, { defaultValues: { username: '', email: '', password: '', picture: null } });
  const picture = usePictureInput(form, 'picture');

  const submit = form.handleSubmit(async ({ picture: file, ...account }) => {
    let pictureUploadId: string;
    try {
      pictureUploadId = await upload.upload(file);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
      return;
    }
    try {
      await signup.mutateAsync({ ...account, pictureUploadId });
    } catch (error) {
      notify('error', messages.signupFailed);
      form.showServerErrors(error, { pictureUploadId: 'picture' });
      form.setError('root.server', { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    notify('success', messages.createdAccount);
    void navigate('/home');
  });

  const isBusy = form.formState.isSubmitting;
  return (
    <section className={styles.card}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Username" autoComplete="nickname" {...form.field('username')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <PictureField label="Profile picture" isRequired progress={upload.progress} {...picture} />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? 'Creating account...' : 'Create an account'}
        </button>
      </form>
      <p className={styles.footnote}>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </section>
  );
}
