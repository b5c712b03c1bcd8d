// The signed-in account's address book: the list, and adding, editing, choosing the default and deleting.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBookEntryInput } from '@shop/core/addresses';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';
import { addressKeys } from '../../../lib/query-keys.ts';

export function useAddressBook() {
  return useQuery({ queryKey: addressKeys.book, queryFn: ({ signal }) => call(api.addresses.list, {}, { signal }) });
}

function useBookChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.book }) });
}

/** Adds an address, or edits the one `id` names. */
export const useSaveAddress = () =>
  useBookChange(({ id, ...body }: AddressBookEntryInput & { id?: string | undefined }) =>
    id ? call(api.addresses.edit, { params: { id }, body }) : call(api.addresses.add, { body }),
  );

export const useDeleteAddress = () => useBookChange((id: string) => call(api.addresses.remove, { params: { id } }));
