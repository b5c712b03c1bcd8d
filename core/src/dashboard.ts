// The admin overview's cards (sales, orders, total products, total users, open support tickets) and what an
// admin acts on next.
import type { NeedsActionStatus } from './order-lifecycle.ts';

/** One day of sales (pence) and paid orders, UTC, `date` as YYYY-MM-DD. */
export type DailySales = { date: string; sales: number; orders: number };

export type LowStockProduct = { id: string; productName: string; stock: number };

/**
 * Sales and orders count paid orders (cancelled and refunded ones drop out); sales are in pence.
 * `needsAction` counts orders by the status an admin has to act on; `salesLast30Days` has one entry per
 * day, oldest first, ending today; `lowStock` lists products at or under the low-stock threshold, fewest first.
 */
export type DashboardSummary = {
  sales: number;
  orders: number;
  products: number;
  users: number;
  /** Support tickets waiting for the team's answer. */
  openTickets: number;
  needsAction: Record<NeedsActionStatus, number>;
  salesLast30Days: DailySales[];
  lowStock: LowStockProduct[];
};

export const SALES_CHART_DAYS = 30;

/** The dashboard's sample figures, £89,000 over 890 orders: a fresh install starts from these paid orders, and new ones add to them. */
export const SAMPLE_PAID_ORDERS = 890;
export const SAMPLE_SALES_PENCE = 8_900_000;
/** The sample history's customers' billing emails end in this domain (no real shopper's can). */
export const SAMPLE_EMAIL_DOMAIN = 'sample.multimart.example';
