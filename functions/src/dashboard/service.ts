// The admin overview's figures: sales and orders from paid orders; products and users as they are now.
import { count, eq, sql } from 'drizzle-orm';
import type { DashboardSummary } from '@shop/core/dashboard';
import type { Db } from '../db/client.ts';
import { orders, products, users } from '../db/schema.ts';

export async function dashboardSummary(db: Db): Promise<DashboardSummary> {
  const [[paid], [catalogue], [accounts]] = await Promise.all([
    db
      .select({ sales: sql`coalesce(sum(${orders.total}), 0)`.mapWith(Number), orders: count() })
      .from(orders)
      .where(eq(orders.status, 'paid')),
    db.select({ total: count() }).from(products),
    db.select({ total: count() }).from(users),
  ]);
  return { sales: paid?.sales ?? 0, orders: paid?.orders ?? 0, products: catalogue?.total ?? 0, users: accounts?.total ?? 0 };
}
