// The admin's user table and deleting an account. Keys start with 'users', so the live feed refreshes them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserList } from '@shop/core/users';
import { apiRequest, toQueryString } from '../../../lib/api-client.ts';

const usersKey = (page: number) => ['users', 'admin-list', page] as const;

export function useUsers(page: number) {
  return useQuery({
    queryKey: usersKey(page),
    queryFn: ({ signal }) => apiRequest<UserList>(`/api/admin/users${toQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => apiRequest<{ id: string }>(`/api/admin/users/${encodeURIComponent(uid)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
