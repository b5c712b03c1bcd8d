import { useState } from 'react';
import { USERS_PAGE_SIZE } from '@shop/core/users';
import { AdminHeading, LoadState, usePageInRange, UsersTable, useUsers } from '../../features/admin/index.ts';
import { Pagination } from '../../components/Pagination.tsx';

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
