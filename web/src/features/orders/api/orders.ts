// The shopper's own orders: the list for My orders and one order for its page.
import { useQuery } from '@tanstack/react-query';
import type { Order, OrderList } from '@shop/core/orders';
import { apiRequest } from '../../../lib/api-client.ts';

export const orderKeys = {
  list: ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export function useOrders(isEnabled: boolean) {
  return useQuery({
    queryKey: orderKeys.list,
    queryFn: ({ signal }) => apiRequest<OrderList>('/api/orders', { signal }),
    enabled: isEnabled,
  });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => apiRequest<Order>(orderPath(id), { signal }) });
}
