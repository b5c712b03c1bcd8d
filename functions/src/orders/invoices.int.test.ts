// VAT invoices and credit notes over HTTP: every paid order gets the next invoice number with no gap and no
// repeat, also when 20 are paid at once (and, on PostgreSQL, through two app instances on one database); a
// refund of part of an order gets a credit note for exactly the refunded amount; the PDFs state the VAT and
// the total; only the order's owner and admins may download them.
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPence, includedVat } from '@shop/core/money';
import type { Order, PlacedOrder } from '@shop/core/orders';
import type { RefundOutcome } from '@shop/core/orders/refunds';
import { orders } from '@shop/functions/db';
import { signUp, type Client } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { checkoutRequest, postOrder, testCard } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { openSharedPostgres, testDatabaseKind } from '@shop/test-support/database';
import { pdfText } from '@shop/test-support/pdf-text';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';

const { t, admin, shopper } = await adminTestApp();

type App = Pick<TestApp, 'app'>;

async function buy(app: App, productId: string, quantity = 1): Promise<Order> {
  const response = await postOrder(app.app, shopper, checkoutRequest([{ productId, quantity }]));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as PlacedOrder).order;
}

const download = (path: string, client: Client | null) => t.app.request(path, { headers: client ? { cookie: client.cookie } : {} });
const invoiceNumber = (order: Order) => Number(order.invoice?.number.replace('INV-', ''));

/** The invoice numbers given so far, ascending. */
async function allInvoiceNumbers(): Promise<number[]> {
  const rows = await t.database.db.select({ number: orders.invoiceNumber }).from(orders).where(isNotNull(orders.invoiceNumber));
  return rows.map(({ number }) => number ?? 0).sort((a, b) => a - b);
}

const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('invoice numbers', () => {
  it('give a paid order an invoice and a declined payment none', async () => {
    const product = await insertProduct(t.database.db, { price: 12_000 });
    const paid = await buy(t, product.id);
    expect(paid.invoice).toEqual({ number: 'INV-000001', issuedAt: paid.paidAt });
    const declined = await postOrder(
      t.app,
      shopper,
      checkoutRequest([{ productId: product.id, quantity: 1 }], {
        payment: { method: 'test-card', card: testCard('4000 0000 0000 0002') },
      }),
    );
    expect(((await declined.json()) as PlacedOrder).order.invoice).toBeNull();
    expect((await buy(t, product.id)).invoice?.number).toBe('INV-000002');
  });

  it('stay gap-free and unique when 20 orders are paid at once', async () => {
    const product = await insertProduct(t.database.db, { price: 999, stock: 100 });
    const before = (await allInvoiceNumbers()).length;
    const placed = await Promise.all(oneToN(20).map(() => buy(t, product.id)));
    expect(placed.map(invoiceNumber).sort((a, b) => a - b)).toEqual(oneToN(20).map((n) => before + n));
    expect(await allInvoiceNumbers()).toEqual(oneToN(before + 20));
  });

  it.runIf(testDatabaseKind === 'postgres')('stay gap-free and unique across two app instances on one PostgreSQL database', async () => {
    const other = await createTestApp({}, await openSharedPostgres(t.database.url ?? ''));
    try {
      const product = await insertProduct(t.database.db, { price: 2_500, stock: 100 });
      const before = (await allInvoiceNumbers()).length;
      const placed = await Promise.all(oneToN(20).map((n) => buy(n % 2 ? t : other, product.id)));
      expect(placed.map(invoiceNumber).sort((a, b) => a - b)).toEqual(oneToN(20).map((n) => before + n));
      expect(await allInvoiceNumbers()).toEqual(oneToN(before + 20));
    } finally {
      await other.close();
    }
  });
});

describe('the invoice PDF', () => {
  it('states the order total and the VAT it includes, for the owner and admins only', async () => {
    const product = await insertProduct(t.database.db, { price: 129_999 });
    const order = await buy(t, product.id);
    const path = `/api/orders/${order.id}/invoice`;
    for (const client of [shopper, admin]) {
      const response = await download(path, client);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`${order.invoice?.number}.pdf`);
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain(`Invoice number: ${order.invoice?.number}`);
      expect(text).toContain('VAT at 20%');
      expect(text).toContain(formatPence(includedVat(order.total)));
      expect(text).toContain(formatPence(order.total));
    }
    expect((await download(path, await signUp(t))).status).toBe(404);
    expect((await download(path, null)).status).toBe(401);
    expect((await download('/api/orders/not-an-id/invoice', shopper)).status).toBe(400);
  });
});

describe('credit notes', () => {
  const refund = async (orderId: string, body: unknown) => {
    const response = await t.app.request(`/api/admin/orders/${orderId}/refunds`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as RefundOutcome).order;
  };

  it('give a refund of part of an order a credit note for the refunded amount, numbered on from the last', async () => {
    const product = await insertProduct(t.database.db, { price: 4_000 });
    const order = await buy(t, product.id, 3);
    const first = await refund(order.id, { amount: 1_234, reason: 'Scratched leg' });
    expect(first.creditNotes).toEqual([expect.objectContaining({ number: 'CN-000001', amount: 1_234, refundId: first.refunds[0]?.id })]);
    const second = await refund(order.id, { amount: 5_000, reason: 'Late delivery' });
    expect(second.creditNotes.map(({ number, amount }) => ({ number, amount }))).toEqual([
      { number: 'CN-000001', amount: 1_234 },
      { number: 'CN-000002', amount: 5_000 },
    ]);
    const note = second.creditNotes[0];
    const response = await download(`/api/orders/${order.id}/credit-notes/${note?.id}`, shopper);
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Credit note number: CN-000001');
    expect(text).toContain(`For invoice ${order.invoice?.number}`);
    expect(text).toContain(formatPence(1_234));
    expect(text).toContain(formatPence(includedVat(1_234)));
    expect((await download(`/api/orders/${order.id}/credit-notes/${order.id}`, shopper)).status).toBe(404);
  });

  it('give a cancelled paid order a credit note for what was left to refund', async () => {
    const product = await insertProduct(t.database.db, { price: 3_000 });
    const order = await buy(t, product.id);
    const response = await t.app.request(`/api/orders/${order.id}/cancel`, { method: 'POST', headers: { cookie: shopper.cookie } });
    const cancelled = (await response.json()) as Order;
    expect(cancelled.creditNotes).toEqual([expect.objectContaining({ amount: 3_000, refundId: null })]);
  });
});
