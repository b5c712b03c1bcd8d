import { z } from 'zod';
import { displayNameSchema, type PublicUser } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import styles from '../../../components/Form.module.css';
import { PictureField } from '../../../components/PictureField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { optionalPicture, usePictureInput } from '../../../lib/forms/picture-input.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { usePictureUpload } from '../../../lib/uploads/use-picture-upload.ts';
import { useUpdateProfile } from '../api/account.ts';

/** A new username ("Username cannot be empty.") and, optionally, a new picture. */
const settingsFormSchema = z.object({ displayName: displayNameSchema, picture: optionalPicture });

export function SettingsForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const upload = usePictureUpload();
  const form = useSchemaForm(settingsFormSchema, { defaultValues: { displayName: user.displayName, picture: null } });
  const picture = usePictureInput(form, 'picture');

  const submit = form.handleSubmit(async ({ displayName, picture: file }) => {
    try {
      const pictureUploadId = file ? await upload.upload(file) : undefined;
      await update.mutateAsync({ displayName, pictureUploadId });
    } catch (error) {
      notify('error', messages.profileUpdateFailed(error instanceof Error ? error.message : String(error)));
      form.showServerErrors(error, { pictureUploadId: 'picture' });
      return;
    }
    form.setValue('picture', null);
    notify('success', messages.profileUpdated);
  });

  const isBusy = form.formState.isSubmitting;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <span>Current picture</span>
        <img
          src={user.photoURL}
          srcSet={user.photoSrcSet}
          sizes="96px"
          alt={`${user.displayName}'s profile picture`}
          width="96"
          height="96"
          style={{ borderRadius: '50%' }}
        />
      </div>
      <TextField label="New username" autoComplete="nickname" {...form.field('displayName')} />
      <PictureField label="New profile picture" progress={upload.progress} {...picture} />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? 'Saving...' : 'Update profile'}
      </button>
    </form>
  );
}
