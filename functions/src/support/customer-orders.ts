// Beside the transcript: the orders of the customer a ticket is from, newest first, as the orders area lists
// an account's own; a visitor's ticket names no account, so it has none to show.
import { TICKET_CUSTOMER_ORDERS } from '@shop/core/support';
import type { OrderList } from '@shop/core/orders';
import type { Db } from '../db/index.ts';
import { listOwnOrders } from '../orders/index.ts';
import { ticketRow } from './tickets.ts';

export async function ticketCustomerOrders(db: Db, ticketId: string): Promise<OrderList> {
  const { userId } = await ticketRow(db, ticketId);
  if (userId === null) return { items: [], nextCursor: null };
  return listOwnOrders(db, userId, { limit: TICKET_CUSTOMER_ORDERS });
}
