// The shopper's own orders: the pages of My orders, one order for its page, and what the shopper may do
// with it (cancel it, send items back). An answer goes into the cache; lists and stock are fetched again.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { Order, ReturnRequest } from '@shop/core/orders';
import { call } from '../../../lib/api-client.ts';
import { orderKeys, productKeys } from '../../../lib/query-keys.ts';

/** My orders, a page at a time (newest first): each page continues after the last order shown. */
export function useOrders(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: orderKeys.mine,
    queryFn: ({ signal, pageParam }) => call(api.orders.mine, { query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled,
  });
}

/** One of the shopper's orders; asked for only once someone is logged in (`isEnabled`). */
export function useOrder(id: string, isEnabled = true) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => call(api.orders.get, { params: { id } }, { signal }),
    enabled: isEnabled,
  });
}

/** A changed order: its page shows it at once; the lists it is in, and the stock it gave back, are read again. */
function keepChanged(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.mine });
  void queryClient.invalidateQueries({ queryKey: orderKeys.everyones });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.orders.cancel, { params: { id } }),
    onSuccess: (order) => keepChanged(queryClient, order),
  });
}

export function useRequestReturn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => call(api.orders.requestReturn, { params: { id }, body }),
    onSuccess: (order) => keepChanged(queryClient, order),
  });
}
