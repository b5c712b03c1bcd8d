import { useState } from 'react';
import { USERS_PAGE_SIZE } from '@shop/core/users';
import { useUsers } from '../../features/admin/api/users.ts';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';
import { LoadState } from '../../features/admin/components/LoadState.tsx';
import { UsersTable } from '../../features/admin/components/UsersTable.tsx';
import { usePageInRange } from '../../features/admin/use-page-in-range.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';

export function Component() {
  const [page, setPage] = useState(1);
  const users = useUsers(page);
  usePageInRange(page, setPage, users.data?.total, USERS_PAGE_SIZE);
  return (
    <>
      <AdminHeading title="Users">{users.data && <p>{users.data.total} accounts</p>}</AdminHeading>
      {users.data ? (
        <>
          <UsersTable users={users.data.items} />
          <Pagination page={page} pageCount={Math.ceil(users.data.total / USERS_PAGE_SIZE)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={users.isPending} error={users.error} what="the users" />
      )}
    </>
  );
}
