import { messages } from '@shop/core/messages';
import type { AccountSummary } from '@shop/core/users';
import { useSession } from '../../../state/session.ts';
import { useDeleteUser } from '../api/users.ts';
import { CompactTable, PictureCell } from './CompactTable.tsx';
import { RowDeleteButton } from './RowDeleteButton.tsx';
import styles from './Table.module.css';

/** Accounts with a delete control, except on one's own row (the server refuses that too). */
export function UsersTable({ users, isFiltered }: { users: AccountSummary[]; isFiltered: boolean }) {
  const me = useSession().data?.user;
  const deleteUser = useDeleteUser();
  if (users.length === 0) return <p className={styles.empty}>{isFiltered ? 'No account matches this search.' : 'No accounts yet.'}</p>;

  return (
    <CompactTable columns={['Avatar', 'Name', 'Email', 'Role']}>
      {users.map((user) => (
        <tr key={user.uid}>
          <PictureCell label="Avatar" kind="avatar" src={user.photoURL} srcSet={user.photoSrcSet} />
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
    </CompactTable>
  );
}
