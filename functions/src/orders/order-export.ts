// The orders as CSV rows (core/src/catalogue-csv.ts says the columns): the admin list's filter and a range of UK
// days, oldest order first, read a page at a time. One row per order line; the order's own money is on its first
// line only, so each money column adds up to the true total in a spreadsheet.
import { and, asc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderExportQuery } from '@shop/core/all-orders';
import { csvPounds, ORDER_CSV_COLUMNS, type OrderCsvColumn } from '@shop/core/catalogue-csv';
import { nextDay, ukDayStart } from '@shop/core/discounts/input';
import { includedVat } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { refundedSoFar } from '@shop/core/orders/refunds';
import { type Db, orders } from '../db/index.ts';
import { searchFor, statusFilter } from './all-orders.ts';
import { findOrders } from './read-orders.ts';

export const ORDER_EXPORT_PAGE_SIZE = 100;

/** "2026-11-29 14:03" in UK time, which spreadsheets read as a date and time. */
const ukTime = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/London' }).slice(0, 16);

const oneLine = (address: { name: string; streetAddress: string; city: string; postalCode: string; country: string }) =>
  [address.name, address.streetAddress, address.city, address.postalCode, address.country].join(', ');

const inColumns = (cells: Partial<Record<OrderCsvColumn, string>>) => ORDER_CSV_COLUMNS.map((column) => cells[column] ?? '');

export function orderCsvRows(order: Order): string[][] {
  const refunded = (order.refund?.amount ?? 0) + refundedSoFar(order);
  const own = {
    order_number: String(order.number),
    placed_at: ukTime(order.createdAt),
    paid_at: order.paidAt ? ukTime(order.paidAt) : '',
    status: order.status,
    customer_name: order.billing.name,
    customer_email: order.billing.email,
    delivery_address: oneLine(order.delivery ?? order.billing),
    discount_code: order.discountCode ?? '',
    invoice_number: order.invoice?.number ?? '',
  };
  const money = {
    order_subtotal: csvPounds(order.subtotal),
    order_discount: csvPounds(order.discount),
    order_shipping: csvPounds(order.shipping),
    order_total: csvPounds(order.total),
    vat_included: csvPounds(includedVat(order.total, order.vatRatePercent)),
    refunded: csvPounds(refunded),
  };
  return order.items.map((line, index) =>
    inColumns({
      ...own,
      ...(index === 0 ? money : {}),
      product: line.productName,
      variant: line.variantLabel ?? '',
      sku: line.sku ?? '',
      quantity: String(line.quantity),
      unit_price: csvPounds(line.price),
      line_total: csvPounds(line.totalPrice),
      line_discount: csvPounds(line.discount),
    }),
  );
}

export function ordersToExport({ status, q, from, to }: OrderExportQuery): SQL | undefined {
  return and(
    statusFilter(status),
    searchFor(q),
    from ? gte(orders.createdAt, new Date(ukDayStart(from))) : undefined,
    to ? lt(orders.createdAt, new Date(ukDayStart(nextDay(to)))) : undefined,
  );
}

type Cursor = { at: string; id: string };

/** Every matching order's rows, a page at a time, by keyset on the time as stored (a JavaScript date would round it). */
export async function* orderCsvPages(db: Db, query: OrderExportQuery, pageSize = ORDER_EXPORT_PAGE_SIZE): AsyncGenerator<string[][]> {
  const where = ordersToExport(query);
  let cursor: Cursor | undefined;
  for (;;) {
    const after = cursor && sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
    const keys = await db
      .select({ id: orders.id, at: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(where, after))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(pageSize);
    const last = keys.at(-1);
    if (!last) return;
    const page = await findOrders(db, {
      where: inArray(
        orders.id,
        keys.map((key) => key.id),
      ),
      orderBy: [asc(orders.createdAt), asc(orders.id)],
      limit: pageSize,
    });
    yield page.flatMap(orderCsvRows);
    if (keys.length < pageSize) return;
    cursor = last;
  }
}
