// Every order, a page at a time, filtered by status, searched and sorted on the server; one order with its history;
// moving an order on (processing, shipped...) and refunding part or all of it. Keys start with 'orders', so the live feed refreshes them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllOrdersQuery } from '@shop/core/all-orders';
import { api } from '@shop/core/api/contract';
import type { Order, OrderTransition } from '@shop/core/orders';
import type { RefundRequest } from '@shop/core/orders/refunds';
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

/** After an order changed: its own page from the answer, the lists, the dashboard and the stock it gave back. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.everyones });
    void queryClient.invalidateQueries({ queryKey: orderKeys.mine });
    void queryClient.invalidateQueries({ queryKey: dashboardKey });
    // Cancelled and returned orders, and lines refunded before shipping, give their stock back.
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useTransitionOrder(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (body: OrderTransition) => call(api.admin.transitionOrder, { params: { id }, body }),
    onSuccess: changed,
  });
}

/** A refund of part or all of the order: an amount, or everything left. */
export function useRefundOrder(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (body: RefundRequest) => call(api.admin.refundOrder, { params: { id }, body }),
    onSuccess: (outcome) => changed(outcome.order),
  });
}

export type ReturnMove = { returnId: string } & ({ step: 'accept' } | { step: 'decline'; reason: string } | { step: 'receive' });

/** A return's next step: accept it, decline it with the reason the customer is told, or mark its items received. */
export function useMoveReturn(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (move: ReturnMove) => {
      const params = { id, returnId: move.returnId };
      if (move.step === 'decline') return call(api.admin.declineReturn, { params, body: { reason: move.reason } });
      return call(move.step === 'accept' ? api.admin.acceptReturn : api.admin.receiveReturn, { params });
    },
    onSuccess: changed,
  });
}
