// Every order, a page at a time. The key starts with 'orders', so the live feed refreshes it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '@shop/core/all-orders';
import { apiRequest, toQueryString } from '../../../lib/api-client.ts';

export function useAllOrders(page: number) {
  return useQuery({
    queryKey: ['orders', 'all', page],
    queryFn: ({ signal }) => apiRequest<OrderPage>(`/api/admin/orders${toQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
