// An admin's refunds of part or all of an order over HTTP: by amount or by lines and quantities, with a
// reason, after delivery too; never more than was paid, also when refunds race; one provider refund per
// refund under its own idempotency key; units refunded before shipping back on the shelf; the email
// states the amount.
import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shop/core/order-lifecycle';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { refundMessages, type RefundOutcome } from '@shop/core/orders/refunds';
import { orders, products } from '@shop/functions/db';
import type { TestPayments } from '@shop/functions/payments';
import { adminTestApp } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

const db = () => t.database.db;

async function buy(lines: Array<{ productId: string; quantity: number }>): Promise<Order> {
  const response = await postOrder(t.app, shopper, checkoutRequest(lines));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as PlacedOrder).order;
}

const refund = (orderId: string, body: unknown) =>
  t.app.request(`/api/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const setStatus = (orderId: string, status: OrderStatus) => db().update(orders).set({ status }).where(eq(orders.id, orderId));
const stockOf = async (productId: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;
/** The text of the one email whose file name starts with `prefix`. */
async function mailText(prefix: string): Promise<string> {
  const files = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(prefix));
  expect(files).toHaveLength(1);
  return readFile(`${t.config.mailDir}/${files[0]}`, 'utf8');
}
const transition = (orderId: string, to: OrderStatus) =>
  t.app.request(`/api/admin/orders/${orderId}/transition`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });
const shopperSees = async (orderId: string) =>
  (await (await t.app.request(`/api/orders/${orderId}`, { headers: { cookie: shopper.cookie } })).json()) as Order;

describe('refunds an admin controls', () => {
  it('refunds an amount after delivery as goodwill, with the reason, once through the provider under the refund id', async () => {
    const product = await insertProduct(db(), { price: 5_000 });
    const order = await buy([{ productId: product.id, quantity: 2 }]);
    await setStatus(order.id, 'delivered');
    const response = await refund(order.id, { reason: 'Late delivery', amount: 1_250 });
    expect(response.status, await response.clone().text()).toBe(201);
    const outcome = (await response.json()) as RefundOutcome;
    expect(outcome.refund.amount).toBe(1_250);
    await t.worker.runOnce();
    const seen = await shopperSees(order.id);
    expect(seen.status).toBe('delivered');
    expect(seen.refunds).toMatchObject([{ id: outcome.refund.id, amount: 1_250, reason: 'Late delivery', status: 'succeeded' }]);
    const calls = (t.payments as TestPayments).refunds.filter((call) => call.idempotencyKey === `refund-${outcome.refund.id}`);
    expect(calls).toMatchObject([{ amount: 1_250 }]);
    const files = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(`order-${order.number}-refund-${outcome.refund.id}`));
    expect(files).toHaveLength(1);
    expect(await readFile(`${t.config.mailDir}/${files[0]}`, 'utf8')).toMatch(/We have refunded .*12\.50 for order/);
  });

  it('refunds lines by quantity at what was paid, puts unshipped units back, and a later cancel refunds and restocks only the rest', async () => {
    const product = await insertProduct(db(), { price: 3_000, stock: 10 });
    const order = await buy([{ productId: product.id, quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(7);
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const response = await refund(order.id, { reason: 'One arrived broken', lines: [{ lineId: line.id, quantity: 1 }] });
    expect(response.status).toBe(201);
    expect(((await response.json()) as RefundOutcome).refund.amount).toBe(3_000);
    expect(await stockOf(product.id)).toBe(8);
    const tooMany = await refund(order.id, { reason: 'Again', lines: [{ lineId: line.id, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toBe(refundMessages.tooManyUnits(line.productName, 2));
    const cancelled = await t.app.request(`/api/admin/orders/${order.id}/transition`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Order).refund).toMatchObject({ amount: 6_000 });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses more than is left, a refund of an unpaid or fully refunded order, and bad input with a clear 4xx', async () => {
    const product = await insertProduct(db(), { price: 2_000 });
    const order = await buy([{ productId: product.id, quantity: 1 }]);
    expect((await refund(order.id, { reason: 'Goodwill', amount: 500 })).status).toBe(201);
    const over = await refund(order.id, { reason: 'Goodwill', amount: 1_501 });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(refundMessages.tooMuch(1_500));
    expect((await refund(order.id, { reason: 'The rest' })).status).toBe(201);
    const none = await refund(order.id, { reason: 'More', amount: 1 });
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(refundMessages.notRefundable);
    expect((await refund(order.id, { amount: 1 })).status).toBe(400);
    expect((await refund(order.id, { reason: 'x', amount: 1.5 })).status).toBe(400);
    expect((await refund(order.id, { reason: 'x', amount: 1, lines: [] })).status).toBe(400);
    await setStatus(order.id, 'pending');
    expect((await refund(order.id, { reason: 'x', amount: 1 })).status).toBe(409);
    const asShopper = await t.app.request(`/api/admin/orders/${order.id}/refunds`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'x', amount: 1 }),
    });
    expect(asShopper.status).toBe(403);
  });

  it('marks an order Refunded, on its timeline, once its refunds reach what was paid, and refunds nothing twice', async () => {
    const product = await insertProduct(db(), { price: 4_000 });
    const order = await buy([{ productId: product.id, quantity: 1 }]);
    await setStatus(order.id, 'delivered');
    expect((await refund(order.id, { reason: 'Scratched', amount: 1_000 })).status).toBe(201);
    expect((await shopperSees(order.id)).status).toBe('delivered');
    expect((await refund(order.id, { reason: 'Never worked' })).status).toBe(201);
    await t.worker.runOnce();
    const seen = await shopperSees(order.id);
    expect(seen.status).toBe('refunded');
    expect(seen.events.at(-1)).toMatchObject({ from: 'delivered', to: 'refunded', note: 'Never worked' });
    expect(seen.refunds.reduce((sum, given) => sum + given.amount, 0)).toBe(4_000);
    const provider = (t.payments as TestPayments).refunds.filter((call) => call.idempotencyKey.includes(order.id));
    expect(provider).toEqual([]);
  });

  it('after a part refund, the cancel email quotes only what is still refunded and the return email never the whole total', async () => {
    const product = await insertProduct(db(), { price: 3_000 });
    const cancelledOrder = await buy([{ productId: product.id, quantity: 3 }]);
    expect((await refund(cancelledOrder.id, { reason: 'Late', amount: 2_500 })).status).toBe(201);
    expect((await transition(cancelledOrder.id, 'cancelled')).status).toBe(200);
    await t.worker.runOnce();
    const cancelText = await mailText(`order-${cancelledOrder.number}-cancelled`);
    expect(cancelText).toMatch(/We are refunding .*65\.00 to the card you paid with/);
    expect(cancelText).toMatch(/.*25\.00 was refunded earlier/);

    const returnedOrder = await buy([{ productId: product.id, quantity: 3 }]);
    await db().update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, returnedOrder.id));
    const asked = await t.app.request(`/api/orders/${returnedOrder.id}/returns`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Scratched' }),
    });
    const ret = ((await asked.json()) as Order).returns[0];
    expect((await refund(returnedOrder.id, { reason: 'Scratched', amount: 1_000 })).status).toBe(201);
    for (const step of ['accept', 'receive']) {
      const moved = await t.app.request(`/api/admin/orders/${returnedOrder.id}/returns/${ret?.id}/${step}`, {
        method: 'POST',
        headers: { cookie: admin.cookie },
      });
      expect(moved.status).toBe(200);
    }
    await t.worker.runOnce();
    const returnText = await mailText(`order-${returnedOrder.number}-return-${ret?.number}-received`);
    expect(returnText).not.toMatch(/90\.00/);
  });

  it('ten partial refunds racing never add up to more than was paid', async () => {
    const product = await insertProduct(db(), { price: 10_000 });
    const order = await buy([{ productId: product.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.id, { reason: 'Racing', amount: 3_000 })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const seen = await shopperSees(order.id);
    expect(seen.refunds.reduce((sum, given) => sum + given.amount, 0)).toBe(9_000);
  });
});
