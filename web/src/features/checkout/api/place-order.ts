// The order calls of the checkout: place the order, ask where its payment stands, and keep the paid order
// in the cache for its page and My orders.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { Order, OrderList, OrderRequestInput } from '@shop/core/orders';
import { call } from '../../../lib/api-client.ts';
import { addressKeys, orderKeys } from '../../../lib/query-keys.ts';

export const placeOrder = (body: OrderRequestInput) => call(api.orders.place, { body });

/** The server asks the payment provider (never the browser) whether the order is paid. */
export const confirmOrder = (orderId: string) => call(api.orders.confirmPayment, { params: { id: orderId } });

/** The confirmation page shows the order from the cache, and My orders lists it first, without asking again. */
export function rememberPaidOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  queryClient.setQueryData<InfiniteData<OrderList>>(
    orderKeys.mine,
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page, index) => {
          const others = page.items.filter(({ id }) => id !== order.id);
          return { ...page, items: index === 0 ? [order, ...others] : others };
        }),
      },
  );
  // The admin's pages of every order shift by one, and the address book may hold the new address: fetched again when next shown.
  void queryClient.invalidateQueries({ queryKey: orderKeys.everyones, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: addressKeys.book, refetchType: 'none' });
}
