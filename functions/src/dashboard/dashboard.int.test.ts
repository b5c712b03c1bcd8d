import { describe, expect, it } from 'vitest';
import { SAMPLE_EMAIL_DOMAIN, SAMPLE_PAID_ORDERS, SAMPLE_SALES_PENCE, type DashboardSummary } from '@shop/core/dashboard';
import { formatPence } from '@shop/core/money';
import { COUNTED_STATUSES, type OrderStatus } from '@shop/core/order-lifecycle';
import { LOW_STOCK_THRESHOLD } from '@shop/core/stock';
import { SAMPLE_BILLING, seedSampleOrders } from '../../seed/orders.ts';
import { orderEvents, orderItems, orders, products } from '../db/index.ts';
import { catalogue } from '../../seed/catalogue.ts';
import { signUp } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin } = await adminTestApp();

async function summary(): Promise<DashboardSummary> {
  const response = await t.app.request('/api/admin/dashboard', { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardSummary;
}

const order = (status: OrderStatus, total: number, key: string, paidAt: Date | null = null) => ({
  ...SAMPLE_BILLING,
  idempotencyKey: key,
  requestHash: key,
  status,
  totalQuantity: 1,
  subtotal: total,
  shipping: 0,
  total,
  paymentProvider: 'test' as const,
  paidAt,
});

describe('the dashboard figures', () => {
  it('start from exactly the sample figures on a fresh install: £89,000 over 890 paid orders', async () => {
    // The sample catalogue's names and prices (its pictures take long to draw and do not matter here).
    for (const { productName, category, price } of catalogue) await insertProduct(t.database.db, { productName, category, price });
    expect(await seedSampleOrders(t.database.db)).toBeGreaterThan(SAMPLE_PAID_ORDERS);
    const figures = await summary();
    expect(figures).toMatchObject({ sales: SAMPLE_SALES_PENCE, orders: SAMPLE_PAID_ORDERS });
    expect(formatPence(figures.sales)).toBe('£89,000.00');
    expect(figures.orders).toBe(890);
  });

  it('seeds a realistic history once, in the past, on no account: many days, products, customers and statuses', async () => {
    expect(await seedSampleOrders(t.database.db)).toBe(0);
    const rows = await t.database.db.select().from(orders);
    expect(rows.every((row) => row.userId === null && row.createdAt.getTime() < Date.now())).toBe(true);
    expect(rows.every((row) => row.billingEmail.endsWith(`@${SAMPLE_EMAIL_DOMAIN}`))).toBe(true);
    expect(new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(250);
    expect(new Set(rows.map((row) => row.billingName)).size).toBeGreaterThan(50);
    expect(new Set(rows.map((row) => row.total)).size).toBeGreaterThan(50);
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ['delivered', 'cancelled', 'refunded', 'return_requested'] as const) expect(statuses).toContain(status);
    const counted = rows.filter((row) => COUNTED_STATUSES.includes(row.status));
    expect(counted).toHaveLength(SAMPLE_PAID_ORDERS);
    expect(counted.reduce((sum, row) => sum + row.total, 0)).toBe(SAMPLE_SALES_PENCE);
    const lines = await t.database.db.select().from(orderItems);
    expect(new Set(lines.map((line) => line.productName)).size).toBeGreaterThan(20);
    expect(new Set(lines.map((line) => line.quantity))).toEqual(new Set([1, 2]));
    const catalogue = new Map((await t.database.db.select().from(products)).map((product) => [product.id, product.price]));
    // Every line is a catalogue product at its price: the shop sells no gift cards.
    expect(lines.every((line) => line.productId !== null && catalogue.get(line.productId) === line.price)).toBe(true);
  });

  it('gives every sample order its timeline, ending at its status, and tracking once shipped', async () => {
    const rows = await t.database.db.select().from(orders);
    const events = await t.database.db.select().from(orderEvents);
    const last = new Map<string, (typeof events)[number]>();
    for (const event of events) {
      const seen = last.get(event.orderId);
      if (!seen || seen.createdAt <= event.createdAt) last.set(event.orderId, event);
    }
    expect(rows.every((row) => last.get(row.id)?.toStatus === row.status)).toBe(true);
    const shipped = rows.filter((row) => ['shipped', 'delivered'].includes(row.status));
    expect(shipped.every((row) => row.carrier && row.trackingNumber)).toBe(true);
    const refunded = rows.filter((row) => ['cancelled', 'refunded'].includes(row.status));
    expect(refunded.every((row) => row.refundStatus === 'succeeded' && row.refundAmount === row.total)).toBe(true);
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

describe('what the dashboard adds to the four cards', () => {
  const DAY_MS = 86_400_000;
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts the orders an admin has to act on, by status', async () => {
    const before = (await summary()).needsAction;
    const statuses: OrderStatus[] = [
      'paid',
      'processing',
      'processing',
      'return_requested',
      'returned',
      'shipped',
      'delivered',
      'cancelled',
    ];
    await t.database.db.insert(orders).values(statuses.map((status, index) => order(status, 1_000, `action-${index}`)));
    expect((await summary()).needsAction).toEqual({
      paid: before.paid + 1,
      processing: before.processing + 2,
      return_requested: before.return_requested + 1,
      returned: before.returned + 1,
    });
  });

  it('charts the last 30 days of paid sales, one entry a day ending today; cancelled, refunded and older sales left out', async () => {
    const before = (await summary()).salesLast30Days;
    expect(before).toHaveLength(30);
    expect(before.at(-1)?.date).toBe(today());
    expect(before[0]?.date).toBe(new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10));
    const now = new Date();
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY_MS);
    await t.database.db
      .insert(orders)
      .values([
        order('paid', 2_000, 'chart-today', now),
        order('delivered', 3_000, 'chart-today-delivered', now),
        order('shipped', 4_000, 'chart-ten-days', tenDaysAgo),
        order('cancelled', 50_000, 'chart-cancelled', now),
        order('refunded', 60_000, 'chart-refunded', now),
        order('paid', 70_000, 'chart-too-old', new Date(now.getTime() - 31 * DAY_MS)),
      ]);
    const after = (await summary()).salesLast30Days;
    const change = after.map((day, index) => ({
      date: day.date,
      sales: day.sales - (before[index]?.sales ?? 0),
      orders: day.orders - (before[index]?.orders ?? 0),
    }));
    expect(change.filter((day) => day.sales !== 0 || day.orders !== 0)).toEqual([
      { date: tenDaysAgo.toISOString().slice(0, 10), sales: 4_000, orders: 1 },
      { date: today(), sales: 5_000, orders: 2 },
    ]);
  });

  it('lists the products at or under the low-stock threshold, fewest first', async () => {
    const sold = await insertProduct(t.database.db, { productName: 'Aaa Sold Out Sofa', stock: 0 });
    const low = await insertProduct(t.database.db, { productName: 'Aaa Last Lamp', stock: LOW_STOCK_THRESHOLD });
    const plenty = await insertProduct(t.database.db, { productName: 'Aaa Plenty Chair', stock: LOW_STOCK_THRESHOLD + 1 });
    const { lowStock } = await summary();
    expect(lowStock.map((product) => product.stock)).toEqual([...lowStock.map((product) => product.stock)].sort((a, b) => a - b));
    expect(lowStock).toContainEqual({ id: sold.id, productName: 'Aaa Sold Out Sofa', stock: 0 });
    expect(lowStock).toContainEqual({ id: low.id, productName: 'Aaa Last Lamp', stock: LOW_STOCK_THRESHOLD });
    expect(lowStock.map((product) => product.id)).not.toContain(plenty.id);
  });
});
