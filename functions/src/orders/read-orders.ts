// Reading orders with their lines: a user's own, newest first a page at a time, or one of them.
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { orderMessages, type Order, type OrderList, type OwnOrdersQuery } from '@shop/core/orders';
import { afterCursor, type Db, keysetPage, newestFirst, orderEvents, orderItems, orders } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { toOrder } from './to-order.ts';

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
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...newestFirst(orders))
    .limit(limit);
  return withItems(db, rows);
}

/** One order by id, whoever owns it: for the service that has just written it. */
export async function loadOrder(db: Db, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, eq(orders.id, orderId), 1);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

/** A page of My orders, by keyset. Declined payments are attempts, not orders: they stay out. */
export async function listOwnOrders(db: Db, userId: string, page: OwnOrdersQuery): Promise<OrderList> {
  const where = and(eq(orders.userId, userId), ne(orders.status, 'failed'), afterCursor(orders, page.cursor));
  return keysetPage(await findOrders(db, where, page.limit), page.limit);
}

/** Another user's order answers 404 like a missing one: order ids are not to be probed. */
export async function getOwnOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)), 1);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}
