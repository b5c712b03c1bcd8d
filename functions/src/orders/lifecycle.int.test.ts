// The order lifecycle over HTTP: every move allowed and refused, stock reserved at checkout and given back,
// refunds through the provider once, concurrent moves and buyers, and the emails the moves queue.
import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/core/order-lifecycle';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { RETURNABLE_ORDER_STATUSES } from '@shop/core/orders/returns';
import { formatPence, includedVat } from '@shop/core/money';
import { stockMessages } from '@shop/core/stock';
import { orderItems, orders, products } from '@shop/functions/db';
import type { TestPayments } from '@shop/functions/payments';
import { signUp, type Client } from '@shop/test-support/accounts';
import { sender } from '@shop/test-support/requests';
import { adminTestApp } from '@shop/test-support/admin';
import { billing, checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

async function buy(client: Client, productId: string, quantity = 1): Promise<Order> {
  const response = await postOrder(t.app, client, checkoutRequest([{ productId, quantity }]));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as PlacedOrder).order;
}

/** An order of the shopper's, put straight into `status` (delivered yesterday when it has been delivered). */
async function orderIn(status: OrderStatus): Promise<string> {
  const product = await insertProduct(db());
  const order = await buy(shopper, product.id);
  const wasDelivered = ['delivered', 'return_requested', 'returned', 'refunded'].includes(status);
  await db()
    .update(orders)
    .set({ status, ...(wasDelivered ? { deliveredAt: new Date(Date.now() - DAY) } : {}) })
    .where(eq(orders.id, order.id));
  return order.id;
}

const send = sender(t);
const post = (path: string, cookie: string, body?: unknown) => send('POST', path, cookie, body);

const adminMove = (id: string, to: OrderStatus, extra: Record<string, string> = {}) =>
  post(`/api/admin/orders/${id}/transition`, admin.cookie, { to, ...extra });

const stockOf = async (productId: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

describe('the transition table over HTTP', () => {
  const adminMoves = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => ({
      from,
      to,
      expected: ORDER_TRANSITIONS.some((rule) => rule.from === from && rule.to === to && rule.by.includes('admin')) ? 200 : 409,
    })),
  );

  it.each(adminMoves)('an admin moving $from to $to answers $expected', async ({ from, to, expected }) => {
    const id = await orderIn(from);
    const response = await adminMove(id, to, { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' });
    expect(response.status, await response.clone().text()).toBe(expected);
    if (expected === 200) {
      const order = (await response.json()) as Order;
      expect(order.status).toBe(to);
      expect(order.events.at(-1)).toMatchObject({ from, to, by: 'admin' });
    } else {
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/cannot|no longer/);
    }
  });

  it.each(ORDER_STATUSES.map((from) => ({ from, expected: from === 'paid' || from === 'processing' ? 200 : 409 })))(
    'the owner cancelling a $from order answers $expected',
    async ({ from, expected }) => {
      const response = await post(`/api/orders/${await orderIn(from)}/cancel`, shopper.cookie);
      expect(response.status, await response.clone().text()).toBe(expected);
    },
  );

  it.each(ORDER_STATUSES.map((from) => ({ from, expected: RETURNABLE_ORDER_STATUSES.includes(from) ? 200 : 409 })))(
    'the owner asking to return a $from order answers $expected',
    async ({ from, expected }) => {
      const response = await post(`/api/orders/${await orderIn(from)}/returns`, shopper.cookie, { reason: 'Too small' });
      expect(response.status, await response.clone().text()).toBe(expected);
    },
  );

  it('refuses a return more than 30 days after delivery', async () => {
    const id = await orderIn('delivered');
    await db()
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(orders.id, id));
    const response = await post(`/api/orders/${id}/returns`, shopper.cookie, { reason: 'Too small' });
    expect(response.status).toBe(409);
  });

  it('refuses shipping without tracking, and another shopper’s order is not found', async () => {
    const id = await orderIn('processing');
    expect((await adminMove(id, 'shipped')).status).toBe(409);
    const stranger = await signUp(t);
    expect((await post(`/api/orders/${id}/cancel`, stranger.cookie)).status).toBe(404);
    expect((await post(`/api/orders/${id}/cancel`, admin.cookie)).status).toBe(404);
  });
});

describe('a whole order life', () => {
  it('ships with tracking, is delivered, returned and refunded once through the provider, and restocks', async () => {
    const product = await insertProduct(db(), { stock: 5 });
    const order = await buy(shopper, product.id, 2);
    expect(await stockOf(product.id)).toBe(3);
    expect((await adminMove(order.id, 'processing')).status).toBe(200);
    expect((await adminMove(order.id, 'shipped', { carrier: 'DPD', trackingNumber: 'DPD-42' })).status).toBe(200);
    expect((await adminMove(order.id, 'delivered')).status).toBe(200);
    const requested = await post(`/api/orders/${order.id}/returns`, shopper.cookie, { reason: 'Wrong colour' });
    const returnId = ((await requested.json()) as Order).returns[0]?.id ?? '';
    expect((await adminMove(order.id, 'returned')).status).toBe(409);
    expect((await post(`/api/admin/orders/${order.id}/returns/${returnId}/accept`, admin.cookie)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(3);
    expect((await post(`/api/admin/orders/${order.id}/returns/${returnId}/receive`, admin.cookie)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
    expect((await adminMove(order.id, 'refunded')).status).toBe(200);
    await t.worker.runOnce();

    const seen = (await (await t.app.request(`/api/orders/${order.id}`, { headers: { cookie: shopper.cookie } })).json()) as Order;
    expect(seen).toMatchObject({
      status: 'refunded',
      carrier: 'DPD',
      trackingNumber: 'DPD-42',
      refund: { amount: order.total, status: 'succeeded' },
    });
    expect(seen.events.map((event) => event.to)).toEqual([
      'pending',
      'paid',
      'processing',
      'shipped',
      'delivered',
      'return_requested',
      'return_requested',
      'returned',
      'refunded',
    ]);
    expect(seen.events.find((event) => event.to === 'return_requested')?.note).toBe('Wrong colour');
    const refunds = (t.payments as TestPayments).refunds.filter((refund) => refund.idempotencyKey === `refund-${order.id}`);
    expect(refunds).toHaveLength(1);
  });

  it('a cancelled order gives its stock back and is refunded', async () => {
    const product = await insertProduct(db(), { stock: 2 });
    const order = await buy(shopper, product.id, 2);
    expect(await stockOf(product.id)).toBe(0);
    const cancelled = (await (await post(`/api/orders/${order.id}/cancel`, shopper.cookie)).json()) as Order;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refund).toMatchObject({ amount: order.total });
    expect(await stockOf(product.id)).toBe(2);
  });

  it('an admin refund of a paid order that never shipped puts its units back on the shelf, once', async () => {
    const product = await insertProduct(db(), { stock: 3 });
    const order = await buy(shopper, product.id, 3);
    expect(await stockOf(product.id)).toBe(0);
    const refunded = await adminMove(order.id, 'refunded');
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as Order).refund).toMatchObject({ amount: order.total });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('of moves racing on one order exactly one succeeds', async () => {
    const id = await orderIn('paid');
    // The same move from the shopper and the admin at once: whichever comes first, the rest find it made.
    // (Processing and cancelling could both succeed, one after the other: a processing order can be cancelled.)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? adminMove(id, 'cancelled') : post(`/api/orders/${id}/cancel`, shopper.cookie))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });
});

describe('stock at checkout', () => {
  it('20 shoppers buying the last unit at once: exactly one paid order, the others a clear message and no charge', async () => {
    const product = await insertProduct(db(), { stock: 1, productName: 'Last Sofa' });
    // Accounts one after another (signups share a small picture-decoding queue); only the purchases race.
    const buyers = [];
    for (let index = 0; index < 20; index += 1) buyers.push(await signUp(t));
    const refundsBefore = (t.payments as TestPayments).refunds.length;
    const answers = await Promise.all(
      buyers.map((buyer) => postOrder(t.app, buyer, checkoutRequest([{ productId: product.id, quantity: 1 }]))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = answers.find((answer) => answer.status === 409);
    expect(((await refused?.json()) as { error: { message: string } }).error.message).toBe(stockMessages.notEnough('Last Sofa', 0));
    const lines = await db().select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(0);
    expect((t.payments as TestPayments).refunds.length).toBe(refundsBefore);
  });

  it('a declined payment gives the reserved stock back and stays out of My orders', async () => {
    const product = await insertProduct(db(), { stock: 1 });
    const response = await postOrder(
      t.app,
      shopper,
      checkoutRequest([{ productId: product.id, quantity: 1 }], {
        payment: { method: 'test-card', card: { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' } },
      }),
    );
    const { order } = (await response.json()) as PlacedOrder;
    expect(order.status).toBe('failed');
    expect(await stockOf(product.id)).toBe(1);
    const mine = (await (await t.app.request('/api/orders', { headers: { cookie: shopper.cookie } })).json()) as { items: Order[] };
    expect(mine.items.map((item) => item.id)).not.toContain(order.id);
  });
});

describe('emails', () => {
  it('writes the order confirmation with its number under DATA_DIR/mail/ once the worker runs', async () => {
    const product = await insertProduct(db());
    const order = await buy(shopper, product.id);
    await t.worker.runOnce();
    const files = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(`order-${order.number}-confirmation`));
    expect(files).toHaveLength(1);
    const email = await readFile(`${t.config.mailDir}/${files[0]}`, 'utf8');
    expect(email).toContain(`order #${order.number} confirmed`);
    expect(email).toContain('support@multimart.example');
    expect(email).toMatch(/Content-Type: text\/html/);
    expect(email).toContain(`${formatPence(includedVat(order.total)).slice(1)} VAT`);
  });

  it("sends an order's emails to the account's address, never to the billing address typed at checkout", async () => {
    const product = await insertProduct(db());
    const stranger = 'stranger@elsewhere.example';
    const response = await postOrder(
      t.app,
      shopper,
      checkoutRequest([{ productId: product.id, quantity: 1 }], { billing: { ...billing, email: stranger } }),
    );
    const { order } = (await response.json()) as PlacedOrder;
    expect((await adminMove(order.id, 'cancelled')).status).toBe(200);
    await t.worker.runOnce();
    const files = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(`order-${order.number}-`));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const email = await readFile(`${t.config.mailDir}/${file}`, 'utf8');
      expect(email).toMatch(new RegExp(`^To: ${shopper.user.email}$`, 'm'));
      expect(email).not.toContain(stranger);
    }
  });

  it('acknowledges a return request at once with its reason, and asks the shopper to wait for the slip before sending anything', async () => {
    const product = await insertProduct(db());
    const order = await buy(shopper, product.id);
    for (const to of ['processing', 'shipped', 'delivered'] as const) {
      const moved = await adminMove(order.id, to, to === 'shipped' ? { carrier: 'DPD', trackingNumber: 'DPD-7' } : {});
      expect(moved.status).toBe(200);
    }
    const requested = await post(`/api/orders/${order.id}/returns`, shopper.cookie, { reason: 'Too big' });
    expect(requested.status).toBe(200);
    const returnNumber = ((await requested.json()) as Order).returns[0]?.number;
    await t.worker.runOnce();
    const files = (await readdir(t.config.mailDir)).filter((file) =>
      file.startsWith(`order-${order.number}-return-${returnNumber}-requested`),
    );
    expect(files).toHaveLength(1);
    const email = await readFile(`${t.config.mailDir}/${files[0]}`, 'utf8');
    expect(email).toContain(`return ${returnNumber} for order #${order.number}`);
    expect(email).toContain('Reason: Too big');
    expect(email).not.toMatch(/received/i);
  });
});
