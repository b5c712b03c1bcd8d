// Returns over HTTP: the owner returns some or all of a delivered order's items with a reason, never more than
// was bought less what is already going back or refunded (also when two requests race); an admin accepts
// (the slip is then valid), declines with a reason or marks the items received (back on the shelf), then
// refunds those lines; the order's status and timeline follow each step and each step emails the customer.
import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@shop/core/orders';
import { returnMessages } from '@shop/core/orders/returns';
import type { RefundOutcome } from '@shop/core/orders/refunds';
import { orderReturns, orders, products } from '@shop/functions/db';
import { signUp, type Client } from '@shop/test-support/accounts';
import { sender } from '@shop/test-support/requests';
import { adminTestApp } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

const send = sender(t);
const post = (path: string, cookie: string, body?: unknown) => send('POST', path, cookie, body);
const get = (path: string, cookie: string) => t.app.request(path, { headers: { cookie } });

/** A delivered order of the shopper's: two of a chair and one lamp. */
async function deliveredOrder() {
  const chair = await insertProduct(db(), { productName: 'Returnable Chair', price: 5000, stock: 10 });
  const lamp = await insertProduct(db(), { productName: 'Returnable Lamp', price: 2000, stock: 10 });
  const response = await postOrder(
    t.app,
    shopper,
    checkoutRequest([
      { productId: chair.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ]),
  );
  expect(response.status).toBe(201);
  const { order } = (await response.json()) as PlacedOrder;
  await db()
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date(Date.now() - DAY) })
    .where(eq(orders.id, order.id));
  const lineOf = (productId: string) => order.items.find((item) => item.productId === productId)?.id ?? '';
  return { order, chair, lamp, chairLine: lineOf(chair.id), lampLine: lineOf(lamp.id) };
}

const ask = (orderId: string, body: unknown, client: Client = shopper) => post(`/api/orders/${orderId}/returns`, client.cookie, body);
const adminStep = (orderId: string, returnId: string, step: 'accept' | 'decline' | 'receive', body?: unknown) =>
  post(`/api/admin/orders/${orderId}/returns/${returnId}/${step}`, admin.cookie, body);
const stockOf = async (productId: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

/** The .eml files are quoted-printable: soft line breaks removed and =XX bytes decoded. */
const decoded = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function emailOf(orderNumber: number, returnNumber: string, step: string): Promise<string> {
  await t.worker.runOnce();
  const files = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(`order-${orderNumber}-return-${returnNumber}-${step}`));
  expect(files, `${step} email of ${returnNumber}`).toHaveLength(1);
  return decoded(await readFile(`${t.config.mailDir}/${files[0]}`, 'utf8'));
}

describe('a return of some items', () => {
  it('is requested, accepted, received and refunded by line, each step on the timeline and emailed', async () => {
    const { order, chair, chairLine } = await deliveredOrder();
    const asked = await ask(order.id, { reason: 'One is enough', items: [{ productId: chair.id, quantity: 1 }] });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const requested = (await asked.json()) as Order;
    const [ret] = requested.returns;
    expect(ret).toMatchObject({ status: 'requested', reason: 'One is enough', lines: [{ lineId: chairLine, quantity: 1 }] });
    expect(ret?.number).toMatch(/^R-\d{4,}$/);
    if (!ret) return;
    expect(requested.status).toBe('return_requested');
    expect(requested.events.at(-1)).toMatchObject({
      to: 'return_requested',
      note: 'One is enough',
      returnStep: { number: ret.number, status: 'requested' },
    });
    const acknowledgement = await emailOf(order.number, ret.number, 'requested');
    expect(acknowledgement).toContain('Reason: One is enough');
    expect(acknowledgement).toContain('1 × Returnable Chair');
    expect(acknowledgement).toContain('Please wait for that email before sending anything.');

    const early = await get(`/api/orders/${order.id}/returns/${ret.id}/slip`, shopper.cookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { message: returnMessages.slipAwaitingAcceptance } });
    const tooSoon = await adminStep(order.id, ret.id, 'receive');
    expect(tooSoon.status).toBe(409);
    expect(await tooSoon.json()).toMatchObject({
      error: { message: `Return ${ret.number} is requested, so it cannot be marked received.` },
    });

    const accepted = (await (await adminStep(order.id, ret.id, 'accept')).json()) as Order;
    expect(accepted.returns[0]?.status).toBe('accepted');
    expect(accepted.status).toBe('return_requested');
    expect(accepted.events.at(-1)?.returnStep).toEqual({ number: ret.number, status: 'accepted' });
    const acceptance = await emailOf(order.number, ret.number, 'accepted');
    // The slip itself answers 401 to a reader who is not logged in: the email leads to the order page, which offers it after login.
    expect(acceptance).toContain(`${t.config.publicUrl}/orders/${order.id}`);
    expect(acceptance).not.toContain('/slip');

    const slip = await get(`/api/orders/${order.id}/returns/${ret.id}/slip`, shopper.cookie);
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await slip.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    expect((await get(`/api/orders/${order.id}/returns/${ret.id}/slip`, admin.cookie)).status).toBe(200);
    const stranger = await signUp(t);
    expect((await get(`/api/orders/${order.id}/returns/${ret.id}/slip`, stranger.cookie)).status).toBe(404);

    const stockBefore = await stockOf(chair.id);
    const received = (await (await adminStep(order.id, ret.id, 'receive')).json()) as Order;
    expect(received.returns[0]?.status).toBe('received');
    expect(received.status).toBe('returned');
    expect(await stockOf(chair.id)).toBe((stockBefore ?? 0) + 1);
    expect(await emailOf(order.number, ret.number, 'received')).toContain(`We have received the items of your return ${ret.number}`);

    const refunded = await post(`/api/admin/orders/${order.id}/refunds`, admin.cookie, {
      reason: `Return ${ret.number}`,
      lines: [{ lineId: chairLine, quantity: 1 }],
    });
    expect(refunded.status).toBe(201);
    const outcome = (await refunded.json()) as RefundOutcome;
    expect(outcome.refund.amount).toBe(5000);
    expect(outcome.order.status).toBe('returned');
    expect(
      outcome.order.events.filter((event) => event.returnStep?.number === ret.number).map((event) => event.returnStep?.status),
    ).toEqual(['requested', 'accepted', 'received']);
  });

  it('refuses more than was bought less what is already going back, and names the product', async () => {
    const { order, chair, lamp } = await deliveredOrder();
    expect((await ask(order.id, { reason: 'Too many', items: [{ productId: chair.id, quantity: 3 }] })).status).toBe(409);
    expect((await ask(order.id, { reason: 'First', items: [{ productId: chair.id, quantity: 2 }] })).status).toBe(200);
    const again = await ask(order.id, { reason: 'Second', items: [{ productId: chair.id, quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: returnMessages.tooMany('Returnable Chair', 0) } });
    const rest = (await (await ask(order.id, { reason: 'The lamp too' })).json()) as Order;
    expect(rest.returns.map((candidate) => candidate.lines.map((line) => line.quantity))).toEqual([[2], [1]]);
    expect(rest.returns[1]?.lines[0]?.lineId).toBe(order.items.find((item) => item.productId === lamp.id)?.id);
    const none = await ask(order.id, { reason: 'Anything else' });
    expect(await none.json()).toMatchObject({ error: { message: returnMessages.nothingLeft } });
  });

  it('answers 404 for another account, 409 before delivery, and 400 without a reason or with a product not bought', async () => {
    const { order, chair } = await deliveredOrder();
    const stranger = await signUp(t);
    expect((await ask(order.id, { reason: 'Mine now' }, stranger)).status).toBe(404);
    expect((await ask(order.id, { items: [{ productId: chair.id, quantity: 1 }] })).status).toBe(400);
    expect((await ask(order.id, { reason: 'x', items: [{ productId: chair.id, quantity: 0 }] })).status).toBe(400);
    const unknown = await ask(order.id, { reason: 'x', items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] });
    expect(await unknown.json()).toMatchObject({ error: { message: returnMessages.unknownItem } });
    await db().update(orders).set({ status: 'shipped', deliveredAt: null }).where(eq(orders.id, order.id));
    expect((await ask(order.id, { reason: 'Not here yet' })).status).toBe(409);
  });
});

describe('a declined return', () => {
  it('needs a reason, tells the shopper why, has no slip, and leaves the order delivered with its units returnable again', async () => {
    const { order, lamp } = await deliveredOrder();
    const requested = (await (
      await ask(order.id, { reason: 'Changed my mind', items: [{ productId: lamp.id, quantity: 1 }] })
    ).json()) as Order;
    const ret = requested.returns[0];
    if (!ret) throw new Error('no return');
    expect((await adminStep(order.id, ret.id, 'decline', {})).status).toBe(400);
    const declined = (await (await adminStep(order.id, ret.id, 'decline', { reason: 'The lamp was used' })).json()) as Order;
    expect(declined.returns[0]).toMatchObject({ status: 'declined', declineReason: 'The lamp was used' });
    expect(declined.status).toBe('delivered');
    expect(declined.events.at(-1)).toMatchObject({ note: 'The lamp was used', returnStep: { number: ret.number, status: 'declined' } });
    expect(await emailOf(order.number, ret.number, 'declined')).toContain('Reason: The lamp was used');
    expect((await get(`/api/orders/${order.id}/returns/${ret.id}/slip`, shopper.cookie)).status).toBe(409);
    expect((await adminStep(order.id, ret.id, 'accept')).status).toBe(409);
    expect((await ask(order.id, { reason: 'Please', items: [{ productId: lamp.id, quantity: 1 }] })).status).toBe(200);
  });
});

describe('returns at once', () => {
  it('never return more than was bought when two requests overlap, also when the order status stays the same', async () => {
    const { order, chair, lamp, chairLine } = await deliveredOrder();
    // A return already open keeps the order Return requested, so only the order's lock keeps the requests apart.
    expect((await ask(order.id, { reason: 'The lamp', items: [{ productId: lamp.id, quantity: 1 }] })).status).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => ask(order.id, { reason: `Request ${n}`, items: [{ productId: chair.id, quantity: 2 }] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    const chairsGoingBack = rows.flatMap((row) => row.lines).filter((line) => line.lineId === chairLine);
    expect(chairsGoingBack.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
  });
});
