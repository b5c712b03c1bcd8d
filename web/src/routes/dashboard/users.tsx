import { useState } from 'react';
import { useUsers } from '../../features/admin/api/users.ts';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';
import { LoadState } from '../../features/admin/components/LoadState.tsx';
import { UsersTable } from '../../features/admin/components/UsersTable.tsx';
import { Pagination } from '../../features/shop/Pagination.tsx';

export function Component() {
  const [page, setPage] = useState(1);
  const users = useUsers(page);
  return (
    <>
      <AdminHeading title="Users">{users.data && <p>{users.data.total} accounts</p>}</AdminHeading>
      {users.data ? (
        <>
          <UsersTable users={users.data.items} />
          <Pagination page={page} pageCount={Math.ceil(users.data.total / users.data.pageSize)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={users.isPending} error={users.error} what="the users" />
      )}
    </>
  );
}
