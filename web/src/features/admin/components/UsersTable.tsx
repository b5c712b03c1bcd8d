import { messages } from '@shop/core/messages';
import type { AccountSummary } from '@shop/core/users';
import { useSession } from '../../auth/api.ts';
import { useDeleteUser } from '../api/users.ts';
import { RowDeleteButton } from './RowDeleteButton.tsx';
import styles from './Table.module.css';

/** Accounts with a delete control, except on one's own row (the server refuses that too). */
export function UsersTable({ users }: { users: AccountSummary[] }) {
  const me = useSession().data?.user;
  const deleteUser = useDeleteUser();

  return (
    <div className={styles.frame}>
      <table className={`${styles.table} ${styles.compact}`}>
        <thead>
          <tr>
            <th scope="col">Avatar</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col" className={styles.end}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid}>
              <td data-label="Avatar" className={styles.media}>
                <img
                  className={styles.avatar}
                  src={user.photoURL}
                  srcSet={user.photoSrcSet}
                  sizes="44px"
                  alt=""
                  width="44"
                  height="44"
                  loading="lazy"
                />
              </td>
              <td data-label="Name" className={styles.strong}>
                {user.displayName}
              </td>
              <td data-label="Email">{user.email}</td>
              <td data-label="Role">
                <span className={`${styles.badge} ${user.isAdmin ? styles.admin : ''}`}>{user.isAdmin ? 'Admin' : 'Shopper'}</span>
              </td>
              <td className={styles.end}>
                {user.uid === me?.uid ? (
                  <span className={styles.muted}>You</span>
                ) : (
                  <RowDeleteButton id={user.uid} name={user.displayName} deletion={deleteUser} deletedMessage={messages.userDeleted} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
