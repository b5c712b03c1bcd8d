// The order calls of the checkout: place the order, then ask where its payment stands.
import type { Order, OrderRequestInput, PlacedOrder } from '@shop/core/orders';
import { apiRequest } from '../../../lib/api-client.ts';

export const placeOrder = (request: OrderRequestInput) =>
  apiRequest<PlacedOrder>('/api/orders', { method: 'POST', body: JSON.stringify(request) });

/** The server asks the payment provider (never the browser) whether the order is paid. */
export const confirmOrder = (orderId: string) =>
  apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/confirm`, { method: 'POST' });
