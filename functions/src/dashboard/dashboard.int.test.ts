import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PAID_ORDERS, SAMPLE_SALES_PENCE, type DashboardSummary } from '@shop/core/dashboard';
import { formatPence } from '@shop/core/money';
import { SAMPLE_BILLING, seedSampleOrders } from '../../seed/orders.ts';
import { orders } from '../db/index.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { createAdminTestApp } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import type { TestApp } from '@shop/test-support/test-app';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
});
afterAll(() => t?.close());

async function summary(): Promise<DashboardSummary> {
  const response = await t.app.request('/api/admin/dashboard', { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardSummary;
}

const order = (status: 'pending' | 'paid' | 'failed', total: number, key: string) => ({
  ...SAMPLE_BILLING,
  idempotencyKey: key,
  requestHash: key,
  status,
  totalQuantity: 1,
  subtotal: total,
  shipping: 0,
  total,
  paymentProvider: 'test' as const,
});

describe('the dashboard figures', () => {
  it('start from exactly SPEC.md sample figures on a fresh install: £89,000 over 890 paid orders', async () => {
    expect(await seedSampleOrders(t.database.db)).toBe(SAMPLE_PAID_ORDERS);
    const figures = await summary();
    expect(figures).toMatchObject({ sales: SAMPLE_SALES_PENCE, orders: SAMPLE_PAID_ORDERS });
    expect(formatPence(figures.sales)).toBe('£89,000.00');
    expect(figures.orders).toBe(890);
  });

  it('seeds the sample orders once, in the past, on no account', async () => {
    expect(await seedSampleOrders(t.database.db)).toBe(0);
    const rows = await t.database.db.select({ createdAt: orders.createdAt, userId: orders.userId }).from(orders);
    expect(rows).toHaveLength(SAMPLE_PAID_ORDERS);
    expect(rows.every((row) => row.userId === null && row.createdAt.getTime() < Date.now())).toBe(true);
    const days = new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(300);
  });

  it('adds new paid orders to sales and orders, and ignores pending and failed ones', async () => {
    await t.database.db
      .insert(orders)
      .values([order('paid', 12_345, 'new-paid'), order('pending', 50_000, 'new-pending'), order('failed', 70_000, 'new-failed')]);
    expect(await summary()).toMatchObject({ sales: SAMPLE_SALES_PENCE + 12_345, orders: SAMPLE_PAID_ORDERS + 1 });
  });

  it('counts products and users as they are now', async () => {
    const before = await summary();
    await insertProduct(t.database.db);
    await signUp(t);
    expect(await summary()).toMatchObject({ products: before.products + 1, users: before.users + 1 });
  });

  it('is for admins only', async () => {
    const shopper = await signUp(t);
    expect((await t.app.request('/api/admin/dashboard')).status).toBe(401);
    expect((await t.app.request('/api/admin/dashboard', { headers: { cookie: shopper.cookie } })).status).toBe(403);
  });
});
