// The account's saved delivery addresses, offered at checkout (the same cache entry as Settings' address book).
import { useQuery } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import { call } from '../../../lib/api-client.ts';
import { addressKeys } from '../../../lib/query-keys.ts';

export function useSavedAddresses() {
  return useQuery({ queryKey: addressKeys.book, queryFn: ({ signal }) => call(api.addresses.list, {}, { signal }) });
}
