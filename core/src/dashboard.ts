// The admin overview's four cards (SPEC.md section 2, dashboard).

/** Sales and orders count paid orders only; sales are in pence. */
export type DashboardSummary = { sales: number; orders: number; products: number; users: number };

/** SPEC.md section 9's sample figures: a fresh install starts from these paid orders, and new ones add to them. */
export const SAMPLE_PAID_ORDERS = 890;
export const SAMPLE_SALES_PENCE = 8_900_000;
