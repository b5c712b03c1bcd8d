// Every order but declined payments, newest first or by the column asked for, for the admin's order list:
// filtered by status (or by "needs action") and searched by order number, customer name or email.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AllOrderSort, AllOrdersQuery, OrderPage } from '@shop/core/all-orders';
import { NEEDS_ACTION_STATUSES } from '@shop/core/order-lifecycle';
import { containing, type Db, orders } from '../db/index.ts';
import { findOrders } from './read-orders.ts';

export function searchFor(q: string): SQL | undefined {
  if (!q) return undefined;
  const number = /^#?(\d{1,9})$/.exec(q);
  const pattern = containing(q);
  return or(
    number ? eq(orders.number, Number(number[1])) : undefined,
    ilike(orders.billingName, pattern),
    ilike(orders.billingEmail, pattern),
  );
}

export function statusFilter(status: AllOrdersQuery['status']): SQL {
  if (status === 'all') return ne(orders.status, 'failed');
  if (status === 'needs_action') return inArray(orders.status, NEEDS_ACTION_STATUSES);
  return eq(orders.status, status);
}

const orderings: Record<AllOrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  name_asc: [asc(sql`lower(${orders.billingName})`), desc(orders.createdAt), desc(orders.id)],
  name_desc: [desc(sql`lower(${orders.billingName})`), desc(orders.createdAt), desc(orders.id)],
  total_asc: [asc(orders.total), desc(orders.createdAt), desc(orders.id)],
  total_desc: [desc(orders.total), desc(orders.createdAt), desc(orders.id)],
};

export async function listAllOrders(db: Db, { page, pageSize, status, q, sort }: AllOrdersQuery): Promise<OrderPage> {
  const where = and(statusFilter(status), searchFor(q));
  const [items, [counted]] = await Promise.all([
    findOrders(db, { where, orderBy: orderings[sort], limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page, pageSize };
}
