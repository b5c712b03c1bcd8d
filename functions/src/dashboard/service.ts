// The admin overview's figures: sales and orders from paid orders (cancelled and refunded ones drop out);
// products, users and open support tickets as they are now; what needs action, the last 30 days of sales and low stock.
import { asc, count, inArray, lte, sql } from 'drizzle-orm';
import { SALES_CHART_DAYS, type DailySales, type DashboardSummary } from '@shop/core/dashboard';
import { COUNTED_STATUSES, NEEDS_ACTION_STATUSES, type NeedsActionStatus } from '@shop/core/order-lifecycle';
import { LOW_STOCK_THRESHOLD } from '@shop/core/stock';
import { type Db, orders, products, users } from '../db/index.ts';
import { ticketCounts } from '../support/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STOCK_LIST = 10;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** One entry per UTC day, oldest first, ending today; days without sales are zero. */
function dailySeries(rows: ReadonlyArray<{ day: string; sales: number; orders: number }>, now: Date): DailySales[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: SALES_CHART_DAYS }, (_, index) => {
    const date = isoDay(new Date(now.getTime() - (SALES_CHART_DAYS - 1 - index) * DAY_MS));
    const row = byDay.get(date);
    return { date, sales: row?.sales ?? 0, orders: row?.orders ?? 0 };
  });
}

export async function dashboardSummary(db: Db, now: Date): Promise<DashboardSummary> {
  const since = new Date(`${isoDay(new Date(now.getTime() - (SALES_CHART_DAYS - 1) * DAY_MS))}T00:00:00Z`);
  const paidDay = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [[paid], [catalogue], [accounts], tickets, waiting, daily, lowStock] = await Promise.all([
    db
      .select({ sales: sql`coalesce(sum(${orders.total}), 0)`.mapWith(Number), orders: count() })
      .from(orders)
      .where(inArray(orders.status, COUNTED_STATUSES)),
    db.select({ total: count() }).from(products),
    db.select({ total: count() }).from(users),
    ticketCounts(db),
    db
      .select({ status: orders.status, total: count() })
      .from(orders)
      .where(inArray(orders.status, NEEDS_ACTION_STATUSES))
      .groupBy(orders.status),
    db
      .select({ day: paidDay, sales: sql`coalesce(sum(${orders.total}), 0)`.mapWith(Number), orders: count() })
      .from(orders)
      .where(sql`${inArray(orders.status, COUNTED_STATUSES)} AND ${orders.paidAt} >= ${since}`)
      .groupBy(paidDay),
    db
      .select({ id: products.id, productName: products.productName, stock: products.stock })
      .from(products)
      .where(lte(products.stock, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.stock), asc(products.productName))
      .limit(LOW_STOCK_LIST),
  ]);
  const needsAction = Object.fromEntries(
    NEEDS_ACTION_STATUSES.map((status) => [status, waiting.find((row) => row.status === status)?.total ?? 0]),
  ) as Record<NeedsActionStatus, number>;
  return {
    sales: paid?.sales ?? 0,
    orders: paid?.orders ?? 0,
    products: catalogue?.total ?? 0,
    users: accounts?.total ?? 0,
    openTickets: tickets.open,
    needsAction,
    salesLast30Days: dailySeries(daily, now),
    lowStock,
  };
}
