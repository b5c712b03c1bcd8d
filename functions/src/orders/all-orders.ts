// Every order, newest first, for the admin's order list.
import { count, desc } from 'drizzle-orm';
import type { AllOrdersQuery, OrderPage } from '@shop/core/all-orders';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { withItems } from './read-orders.ts';

export async function listAllOrders(db: Db, { page, pageSize }: AllOrdersQuery): Promise<OrderPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders),
  ]);
  return { items: await withItems(db, rows), total: counted?.total ?? 0, page, pageSize };
}
