import { messages } from '@shop/core/messages';
import type { AccountSummary, UserSort } from '@shop/core/users';
import { useSession } from '../../../state/session.ts';
import { useDeleteUser } from '../api/users.ts';
import type { Column, Sorting } from './ColumnHeading.tsx';
import { CompactTable, PictureCell } from './CompactTable.tsx';
import { RowDeleteButton } from './RowDeleteButton.tsx';
import { UserAccessButtons } from './UserAccessButtons.tsx';
import styles from './Table.module.css';

const columns: readonly Column<UserSort>[] = [
  { label: 'Avatar' },
  { label: 'Name', sort: { ascending: 'name_asc', descending: 'name_desc' } },
  { label: 'Email', sort: { ascending: 'email_asc', descending: 'email_desc' } },
  { label: 'Role' },
];

type Props = { users: AccountSummary[]; isFiltered: boolean; sorting: Sorting<UserSort> };

/** Accounts with role, block and delete controls, except on one's own row (the server refuses those too). */
export function UsersTable({ users, isFiltered, sorting }: Props) {
  const me = useSession().data?.user;
  const deleteUser = useDeleteUser();
  if (users.length === 0) return <p className={styles.empty}>{isFiltered ? 'No account matches this search.' : 'No accounts yet.'}</p>;

  return (
    <CompactTable columns={columns} sorting={sorting}>
      {users.map((user) => (
        <tr key={user.uid}>
          <PictureCell label="Avatar" kind="avatar" src={user.photoURL} srcSet={user.photoSrcSet} />
          <td data-label="Name" className={styles.strong}>
            {user.displayName}
          </td>
          <td data-label="Email">{user.email}</td>
          <td data-label="Role">
            <span className={`${styles.badge} ${user.isAdmin ? styles.admin : ''}`}>{user.isAdmin ? 'Admin' : 'Shopper'}</span>
            {user.isBlocked && <span className={`${styles.badge} ${styles.blocked}`}>Blocked</span>}
          </td>
          <td className={`${styles.end} ${styles.actionsBelow}`}>
            {user.uid === me?.uid ? (
              <span className={styles.muted}>You</span>
            ) : (
              <>
                <UserAccessButtons user={user} />
                <RowDeleteButton id={user.uid} name={user.displayName} deletion={deleteUser} deletedMessage={messages.userDeleted} />
              </>
            )}
          </td>
        </tr>
      ))}
    </CompactTable>
  );
}
