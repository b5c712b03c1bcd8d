// Reading orders with their lines: a user's own, newest first, or one of them.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orderMessages, type Order } from '@shop/core/orders';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toOrder } from './to-order.ts';

/** "My orders" shows this many; a shopper with more sees the newest. */
export const OWN_ORDERS_LIMIT = 100;

/** Orders with their lines, in the order given. */
export async function withItems(db: Db, rows: Array<typeof orders.$inferSelect>): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
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

export const listOwnOrders = (db: Db, userId: string) => findOrders(db, eq(orders.userId, userId), OWN_ORDERS_LIMIT);

/** Another user's order answers 404 like a missing one: order ids are not to be probed. */
export async function getOwnOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)), 1);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}
