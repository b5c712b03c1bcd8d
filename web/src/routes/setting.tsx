import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import styles from '../components/Form.module.css';
import { PageHeading } from '../components/PageHeading.tsx';
import { TextField } from '../components/TextField.tsx';
import { useSession, useUpdateProfile } from '../features/auth/api.ts';
import { PictureField } from '../features/uploads/PictureField.tsx';
import { usePictureUpload } from '../features/uploads/use-picture-upload.ts';
import { notify } from '../lib/toast.ts';

function SettingsForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const picture = usePictureUpload();
  const [file, setFile] = useState<File | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const displayName = String(new FormData(event.currentTarget).get('displayName') ?? '').trim();
    if (!displayName) return notify('error', messages.usernameEmpty);
    setBusy(true);
    try {
      const pictureUploadId = file ? await picture.upload(file) : undefined;
      await update.mutateAsync({ displayName, pictureUploadId });
      setFile(null);
      notify('success', messages.profileUpdated);
    } catch (error) {
      notify('error', messages.profileUpdateFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
      <TextField label="New username" name="displayName" defaultValue={user.displayName} autoComplete="nickname" />
      <PictureField label="New profile picture" file={file} onFileChange={setFile} progress={picture.progress} />
      <button type="submit" className="button" disabled={isBusy}>
        {isBusy ? 'Saving...' : 'Update profile'}
      </button>
    </form>
  );
}

export function Component() {
  const session = useSession();
  const user = session.data?.user;
  return (
    <>
      <PageHeading title="Settings" />
      <section className={styles.card}>
        {user ? (
          <SettingsForm key={user.uid} user={user} />
        ) : (
          <p role="status">
            Loading user data...
            {session.data && (
              <>
                {' '}
                <Link to="/login">Log in</Link> to change your profile.
              </>
            )}
          </p>
        )}
      </section>
    </>
  );
}
