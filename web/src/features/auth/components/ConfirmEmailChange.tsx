import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/FormAlert.tsx';
import styles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { notify } from '../../../lib/toast.ts';
import { useSession } from '../../../state/session.ts';
import { useConfirmEmailChange } from '../api/email-change.ts';

/**
 * Opened from the link sent to the new address. The change waits for a click rather than happening as the
 * page loads, so a mail scanner that opens links cannot make it. Then Settings, or the login if this browser
 * was not logged in to the account.
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirmChange = useConfirmEmailChange();
  const session = useSession();

  const confirm = () =>
    confirmChange.mutateAsync({ token }).then(
      async ({ message }) => {
        notify('success', message);
        const { data } = await session.refetch();
        void navigate(data?.user ? '/setting' : '/login');
      },
      () => undefined,
    );

  return (
    <section className={styles.card}>
      <div className={styles.form}>
        <p>Confirm that this address is the one your account should use from now on.</p>
        <FormAlert message={confirmChange.error?.message} />
        {confirmChange.error && (
          <p className={styles.footnote}>
            <Link to="/setting">Ask for a new link in Settings</Link>
          </p>
        )}
        <button type="button" className="button" disabled={confirmChange.isPending} onClick={() => void confirm()}>
          {confirmChange.isPending ? 'Confirming...' : 'Confirm new email'}
        </button>
      </div>
    </section>
  );
}
