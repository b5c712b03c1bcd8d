import { USER_SORTS, USERS_PAGE_SIZE, type UserSort } from '@shop/core/users';
import {
  AdminHeading,
  FilterSelect,
  ListFilters,
  LoadState,
  useListParams,
  usePageInRange,
  UsersTable,
  useUsers,
} from '../../features/admin/index.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const sortLabels: Record<UserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  email_asc: 'Email: A to Z',
  email_desc: 'Email: Z to A',
};
const sortOptions = USER_SORTS.map((value) => ({ value, label: sortLabels[value] }));

/** Every account, searched by name or email, sorted and paged on the server; the address bar holds the table's state. */
export function Component() {
  const { page, sort, search, setPage, setSort, setSearch } = useListParams(USER_SORTS);
  const q = useDebouncedValue(search.trim(), 300);
  const users = useUsers({ page, sort, q });
  usePageInRange(page, setPage, users.data?.total, USERS_PAGE_SIZE);
  return (
    <>
      <AdminHeading title="Users">
        {users.data && (
          <p role="status">{`${users.data.total} ${q ? 'matching ' : ''}${users.data.total === 1 ? 'account' : 'accounts'}`}</p>
        )}
      </AdminHeading>
      <ListFilters searchLabel="Search users" searchPlaceholder="Name or email" search={search} onSearch={setSearch}>
        <FilterSelect label="Sort by" value={sort} options={sortOptions} onChange={setSort} />
      </ListFilters>
      {users.data ? (
        <>
          <UsersTable users={users.data.items} isFiltered={q !== ''} sorting={{ sort, onSort: setSort }} />
          <Pagination page={page} pageCount={Math.ceil(users.data.total / USERS_PAGE_SIZE)} onPage={setPage} />
        </>
      ) : (
        <LoadState isPending={users.isPending} error={users.error} what="the users" />
      )}
    </>
  );
}
