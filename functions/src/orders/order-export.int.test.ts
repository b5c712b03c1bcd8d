// The orders as CSV (README.md#catalogue-and-orders-as-csv): the list's filter and a range of UK days, one
// row per order line with the order's money on its first line only, and cells a spreadsheet cannot run.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderExportMessages } from '@shop/core/all-orders';
import { ORDER_CSV_COLUMNS, ORDER_EXPORT_PATH } from '@shop/core/catalogue-csv';
import { apiErrorSchema } from '@shop/core/errors';
import type { PlacedOrder } from '@shop/core/orders';
import { adminTestApp } from '@shop/test-support/admin';
import { readCsv } from '@shop/test-support/catalogue-csv';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct, insertProductWithVariants } from '@shop/test-support/data-generators';
import { orders } from '../db/index.ts';

const { t, admin, shopper } = await adminTestApp();
let twoLines: PlacedOrder['order'];
let older: PlacedOrder['order'];

async function place(items: { productId: string; variantId?: string; quantity: number }[]) {
  const response = await postOrder(t.app, shopper, checkoutRequest(items));
  expect(response.status).toBe(201);
  return ((await response.json()) as PlacedOrder).order;
}

beforeAll(async () => {
  const { db } = t.database;
  const lamp = await insertProduct(db, { productName: 'Export Lamp', price: 2_500 });
  const sofa = await insertProductWithVariants(db, [{ sku: 'EXP-OAT', values: ['Oatmeal'], stock: 5, price: 119_999 }], {
    productName: 'Export Sofa',
  });
  older = await place([{ productId: lamp.id, quantity: 1 }]);
  await db
    .update(orders)
    .set({ createdAt: new Date('2026-03-01T10:00:00Z') })
    .where(eq(orders.id, older.id));
  twoLines = await place([
    { productId: lamp.id, quantity: 2 },
    { productId: sofa.product.id, variantId: sofa.variants[0]?.id, quantity: 1 },
  ]);
  await db
    .update(orders)
    .set({ createdAt: new Date('2026-06-30T23:30:00Z'), billingName: '=cmd|" /C calc"!A0' })
    .where(eq(orders.id, twoLines.id));
}, 60_000);

const download = (query = '', cookie = admin.cookie) => t.app.request(`${ORDER_EXPORT_PATH}${query}`, { headers: { cookie } });

async function rowsOf(query = '') {
  const response = await download(query);
  expect(response.status).toBe(200);
  return readCsv(await response.text());
}

describe('GET /api/admin/exports/orders', () => {
  it('downloads one row per order line, oldest order first, in pounds with two decimals', async () => {
    const response = await download();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe(ORDER_CSV_COLUMNS.join(','));
    const rows = readCsv(text);
    expect(rows.map((row) => [row.order_number, row.product, row.quantity])).toEqual([
      [String(older.number), 'Export Lamp', '1'],
      [String(twoLines.number), 'Export Lamp', '2'],
      [String(twoLines.number), 'Export Sofa', '1'],
    ]);
    expect(rows[2]).toMatchObject({ variant: 'Oatmeal', sku: 'EXP-OAT', unit_price: '1199.99', line_total: '1199.99' });
  });

  it("puts the order's own money on its first line only, so a column adds up to the true total", async () => {
    const [, first, second] = await rowsOf();
    expect(first).toMatchObject({ order_subtotal: '1249.99', order_total: '1249.99', order_shipping: '0.00', vat_included: '208.33' });
    expect(second).toMatchObject({ order_subtotal: '', order_total: '', vat_included: '', refunded: '' });
  });

  it('writes the time placed in UK time, and a name that starts a formula with an apostrophe first', async () => {
    const [, first] = await rowsOf();
    expect(first).toMatchObject({ placed_at: '2026-07-01 00:30', customer_name: `'=cmd|" /C calc"!A0` });
  });

  it('takes a range of UK days, both ends included, and the list filter', async () => {
    const numbers = async (query: string) => [...new Set((await rowsOf(query)).map((row) => row.order_number))];
    expect(await numbers('?from=2026-07-01')).toEqual([String(twoLines.number)]);
    expect(await numbers('?to=2026-06-30')).toEqual([String(older.number)]);
    expect(await numbers('?from=2026-03-01&to=2026-03-01')).toEqual([String(older.number)]);
    expect(await numbers(`?q=%23${older.number}`)).toEqual([String(older.number)]);
    expect(await numbers('?status=delivered')).toEqual([]);
  });

  it.each([
    ['?from=2026-13-01', orderExportMessages.day],
    ['?from=yesterday', orderExportMessages.day],
    ['?from=2026-07-02&to=2026-07-01', orderExportMessages.range],
    ['?status=lost', 'Choose a status to filter by.'],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const response = await download(query);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.message).toContain(message);
  });

  it('is for admins only', async () => {
    expect((await t.app.request(ORDER_EXPORT_PATH)).status).toBe(401);
    expect((await download('', shopper.cookie)).status).toBe(403);
  });
});
