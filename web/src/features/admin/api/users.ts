// The admin's user table, changing an account's role or block, and deleting an account. Keys start with 'users', so the live feed refreshes them;
// a deletion takes the row out of the cached pages at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { AccountSummary, UserListQuery, UserUpdate } from '@shop/core/users';
import { call } from '../../../lib/api-client.ts';
import { dashboardKey } from './dashboard.ts';
import { removeFromPages } from './paged-lists.ts';

const userLists = ['users', 'admin-list'] as const;

export function useUsers(query: Pick<UserListQuery, 'page' | 'sort' | 'q'>) {
  return useQuery({
    queryKey: [...userLists, query],
    queryFn: ({ signal }) => call(api.admin.users, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => call(api.admin.removeUser, { params: { id: uid } }),
    onSuccess: ({ id }) => {
      removeFromPages<AccountSummary>(queryClient, userLists, (user) => user.uid === id);
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

/** Makes an account an admin or a shopper, blocks or unblocks it; the tables refetch with it. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, update }: { uid: string; update: UserUpdate }) => call(api.admin.updateUser, { params: { id: uid }, body: update }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userLists }),
  });
}
