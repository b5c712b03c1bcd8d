// Admin journeys: the sample admin of a fresh server (functions/src/config.ts defaults; the e2e server
// sets no ADMIN_EMAIL), the dashboard's API figures, and paid orders placed through the orders API.
import type { APIRequestContext } from '@playwright/test';
import { apiErrorSchema } from '@shop/core/errors';
import type { OrderPage } from '@shop/core/all-orders';
import { SAMPLE_EMAIL_DOMAIN, type DashboardSummary } from '@shop/core/dashboard';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { checkoutRequest } from '../checkout.ts';
import { sampleBilling } from '../sample-billing.ts';

export const SAMPLE_ADMIN = { email: 'admin@multimart.example', password: 'admin-pass-2024' } as const;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs the request context (and so its browser context) in as the sample admin. */
export async function logInAsAdmin(request: APIRequestContext): Promise<void> {
  await json(await request.post('/api/auth/login', { data: SAMPLE_ADMIN }), 'admin login');
}

/** What the server answers a non-admin who asks for admin data, as the pages must show it. */
export async function adminRefusal(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/admin/dashboard');
  if (response.status() !== 403) throw new Error(`GET /api/admin/dashboard answered ${response.status()}, not 403`);
  return apiErrorSchema.parse(await response.json()).error.message;
}

export const dashboardFigures = async (request: APIRequestContext) =>
  json<DashboardSummary>(await request.get('/api/admin/dashboard'), 'GET /api/admin/dashboard');

export const ordersPage = async (request: APIRequestContext, page: number) =>
  json<OrderPage>(await request.get('/api/admin/orders', { params: { page, pageSize: 100 } }), 'GET /api/admin/orders');

/** The seeded history's customers all bill to one domain no shopper of a journey uses. */
const isSampleOrder = (order: Order) => order.billing.email.endsWith(`@${SAMPLE_EMAIL_DOMAIN}`);

/** Paid orders placed since the sample history: they are newer than every sample order, so the walk stops there. */
export async function paidSinceSeed(request: APIRequestContext): Promise<{ orders: number; sales: number }> {
  const placed = { orders: 0, sales: 0 };
  for (let page = 1; ; page += 1) {
    const { items } = await ordersPage(request, page);
    for (const order of items) {
      if (isSampleOrder(order)) return placed;
      if (order.status === 'paid') {
        placed.orders += 1;
        placed.sales += order.total;
      }
    }
    if (items.length === 0) return placed;
  }
}

/**
 * A shopper's order of one product (or of the lines given, each naming its variant when the product is sold in
 * variants), paid with the test provider's always-approved card.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  products: string | ReadonlyArray<{ productId: string; quantity: number; variantId?: string }>,
  billingName: string,
): Promise<Order> {
  const items = typeof products === 'string' ? [{ productId: products, quantity: 1 }] : [...products];
  const billing = { ...sampleBilling, name: billingName, email: 'buyer@example.com' };
  const response = await request.post('/api/orders', { data: checkoutRequest(items, { billing }) });
  const { order } = await json<PlacedOrder>(response, 'POST /api/orders');
  if (order.status !== 'paid') throw new Error(`the order is ${order.status}`);
  return order;
}
