// Reading orders with their lines: a user's own, newest first a page at a time, or one of them.
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { orderMessages, type Order, type OrderList, type OwnOrdersQuery } from '@shop/core/orders';
import {
  afterCursor,
  creditNotes,
  type Db,
  keysetPage,
  newestFirst,
  orderEvents,
  orderItems,
  orderRefunds,
  orderReturns,
  orders,
  rowsForPage,
} from '../db/index.ts';
import { notFound } from '../errors.ts';
import { toOrder } from './to-order.ts';

/** Orders with their lines and timelines, in one query. */
export async function findOrders(
  db: Db,
  { where, orderBy = newestFirst(orders), limit, offset }: { where: SQL | undefined; orderBy?: SQL[]; limit: number; offset?: number },
): Promise<Order[]> {
  const rows = await db.query.orders.findMany({
    where,
    orderBy,
    limit,
    offset,
    with: {
      items: { orderBy: [asc(orderItems.productName), asc(orderItems.id)] },
      events: { orderBy: [asc(orderEvents.createdAt), asc(orderEvents.id)] },
      refunds: { orderBy: [asc(orderRefunds.createdAt), asc(orderRefunds.id)] },
      returns: { orderBy: [asc(orderReturns.number)] },
      creditNotes: { orderBy: [asc(creditNotes.number)] },
    },
  });
  return rows.map((row) => toOrder(row, row.items, row.events, row.refunds, row.returns, row.creditNotes));
}

/** Every order of a user, oldest first: for the account's data export. */
export async function allOrdersOf(db: Db, userId: string): Promise<Order[]> {
  return findOrders(db, { where: eq(orders.userId, userId), orderBy: [asc(orders.createdAt), asc(orders.id)], limit: 100_000 });
}

/** One order by id, whoever owns it: for the service that has just written it. */
export async function loadOrder(db: Db, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, { where: eq(orders.id, orderId), limit: 1 });
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

/** A page of My orders, by keyset. Declined payments are attempts, not orders: they stay out. */
export async function listOwnOrders(db: Db, userId: string, page: OwnOrdersQuery): Promise<OrderList> {
  const where = and(eq(orders.userId, userId), ne(orders.status, 'failed'), afterCursor(orders, page.cursor));
  return keysetPage(await findOrders(db, { where, limit: rowsForPage(page.limit) }), page.limit);
}

/** Another user's order answers 404 like a missing one: order ids are not to be probed. */
export async function getOwnOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [order] = await findOrders(db, { where: and(eq(orders.id, orderId), eq(orders.userId, userId)), limit: 1 });
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

/** The account that placed order `number` ("1042" or "#1042"), if the text is an order number and the order has one. */
export async function ownerOfOrderNumber(db: Db, text: string): Promise<string | null> {
  const number = /^#?(\d{1,9})$/.exec(text.trim());
  if (!number) return null;
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.number, Number(number[1])))
    .limit(1);
  return row?.userId ?? null;
}
