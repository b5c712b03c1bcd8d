// After Stripe.js confirms a card payment in the browser, the order learns the outcome from Stripe.
import { and, eq } from 'drizzle-orm';
import { orderMessages, type Order } from '@shop/core/orders';
import { orders } from '../db/index.ts';
import { notFound } from '../errors.ts';
import type { OrderDeps } from './deps.ts';
import { refreshPayment } from './pay-order.ts';
import { loadOrder } from './read-orders.ts';

export async function confirmPayment(deps: OrderDeps, userId: string, orderId: string): Promise<Order> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(orderMessages.notFound);
  await refreshPayment(deps, row);
  return loadOrder(deps.db, row.id);
}
