// Every order, a page at a time, filtered by status, searched and sorted on the server; one order with its history;
// and moving an order on (processing, shipped...). Keys start with 'orders', so the live feed refreshes them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllOrdersQuery } from '@shop/core/all-orders';
import { api } from '@shop/core/api/contract';
import type { OrderTransition } from '@shop/core/orders';
import { call } from '../../../lib/api-client.ts';
import { orderKeys, productKeys } from '../../../lib/query-keys.ts';
import { dashboardKey } from './dashboard.ts';

export type OrderFilters = Pick<AllOrdersQuery, 'page' | 'status' | 'q' | 'sort'>;

export function useAllOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.everyonesPage(filters),
    queryFn: ({ signal }) => call(api.admin.orders, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => call(api.admin.order, { params: { id } }, { signal }) });
}

export function useTransitionOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderTransition) => call(api.admin.transitionOrder, { params: { id }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.everyones });
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      // Cancelled and returned orders give their stock back.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
