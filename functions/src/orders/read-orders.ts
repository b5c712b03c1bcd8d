// Reading orders with their lines: a user's own, newest first, or one of them.
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { orderMessages, type Order } from '@shop/core/orders';
import { type Db, orderEvents, orderItems, orders } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { toOrder } from './to-order.ts';

/** "My orders" shows this many; a shopper with more sees the newest. */
export const OWN_ORDERS_LIMIT = 100;

/** Orders with their lines and timelines, in the order given. */
export async function withItems(db: Db, rows: Array<typeof orders.$inferSelect>): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      events.filter((event) => event.orderId === row.id),
    ),
  );
}

async function findOrders(db: Db, where: SQL | undefined, limit: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  return withItems(db, rows);
}

/** One order by id, whoever owns it: for the service that has just written it. */
export async function loadOrder(db: Db, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, eq(orders.id, orderId), 1);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

/** Declined payments are attempts, not orders: they stay out of My orders. */
export const listOwnOrders = (db: Db, userId: string) =>
  findOrders(db, and(eq(orders.userId, userId), ne(orders.status, 'failed')), OWN_ORDERS_LIMIT);

/** Another user's order answers 404 like a missing one: order ids are not to be probed. */
export async function getOwnOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)), 1);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}
