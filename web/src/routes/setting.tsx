import { ACCOUNT_EXPORT_PATH } from '@shop/core/account-data';
import styles from '../components/Form.module.css';
import { Link } from '../components/Link.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { AddressBook } from '../features/addresses/index.ts';
import { ChangeEmailForm, ChangePasswordForm, DeleteAccountForm, SettingsForm } from '../features/auth/index.ts';
import { useSession } from '../state/session.ts';

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
      {user && (
        <>
          <section className={styles.card}>
            <ChangeEmailForm currentEmail={user.email} />
          </section>
          <section className={styles.card}>
            <ChangePasswordForm />
          </section>
          <div className={styles.card}>
            <AddressBook />
          </div>
          <section className={styles.card} aria-labelledby="my-data-title">
            <h2 id="my-data-title">Your data</h2>
            <p>Everything we keep about you: your account, orders, reviews and chats with our assistant, as one file.</p>
            <a className="button" href={ACCOUNT_EXPORT_PATH} download>
              Download my data
            </a>
          </section>
          <section className={styles.card}>
            <DeleteAccountForm />
          </section>
        </>
      )}
    </>
  );
}
