import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import type { Order, OrderList, PlacedOrder } from '@shop/core/orders';
import { orderMessages } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { orderItems, orders, products } from '../db/index.ts';
import { createApp } from '../app.ts';
import { createTestPayments, type TestPayments } from '../payments/index.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { billing, checkoutRequest, postOrder, testCard } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

let shopper: Client;
let otherShopper: Client;

const t = await fileTestApp();

beforeAll(async () => {
  shopper = await signUp(t, { username: 'Olive Orderer' });
  otherShopper = await signUp(t, { username: 'Nosy Neighbour' });
});

const db = () => t.database.db;

/** The app with a test provider that counts and records every charge it is asked for. */
function appCountingCharges() {
  const provider = createTestPayments(() => new Date());
  const charges: number[] = [];
  const payments: TestPayments = {
    ...provider,
    charge: async (request) => {
      charges.push(request.amount);
      return provider.charge(request);
    },
  };
  return { app: createApp({ ...t, logger: pino({ level: 'silent' }), payments }), charges };
}

async function placed(response: Response): Promise<PlacedOrder> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as PlacedOrder;
}

async function errorMessage(response: Response): Promise<string> {
  return apiErrorSchema.parse(await response.json()).error.message;
}

async function orderCount(): Promise<{ orders: number; items: number }> {
  const [orderRows] = await db().select({ n: count() }).from(orders);
  const [itemRows] = await db().select({ n: count() }).from(orderItems);
  return { orders: orderRows?.n ?? 0, items: itemRows?.n ?? 0 };
}

function get(path: string, client: Client | null) {
  return t.app.request(path, { headers: client ? { cookie: client.cookie } : {} });
}

describe('placing an order', () => {
  it('pays with 4242 4242 4242 4242: the order is paid at the database prices, with shipping £0', async () => {
    const lamp = await insertProduct(db(), { productName: 'Arc Lamp', price: 4_999 });
    const chair = await insertProduct(db(), { productName: 'Bistro Chair', price: 12_000 });
    const response = await postOrder(
      t.app,
      shopper,
      checkoutRequest([
        { productId: lamp.id, quantity: 2 },
        { productId: chair.id, quantity: 1 },
      ]),
    );
    expect(response.status).toBe(201);
    const { order, clientSecret } = await placed(response);
    expect(clientSecret).toBeNull();
    expect(order).toMatchObject({
      status: 'paid',
      totalQuantity: 3,
      subtotal: 21_998,
      shipping: 0,
      total: 21_998,
      card: { brand: 'Visa', last4: '4242' },
      paymentMessage: null,
      billing: { ...billing, postalCode: 'LE1 6TP' },
    });
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(order.paidAt).not.toBeNull();
    const plainLine = { id: expect.any(String), variantId: null, variantLabel: null, sku: null, discount: 0 };
    expect(order.items).toEqual([
      { ...plainLine, productId: lamp.id, productName: 'Arc Lamp', imgUrl: lamp.imgUrl, price: 4_999, quantity: 2, totalPrice: 9_998 },
      {
        ...plainLine,
        productId: chair.id,
        productName: 'Bistro Chair',
        imgUrl: chair.imgUrl,
        price: 12_000,
        quantity: 1,
        totalPrice: 12_000,
      },
    ]);
  });

  it('charges the database price when the client says the price is 1p', async () => {
    const { app, charges } = appCountingCharges();
    const sofa = await insertProduct(db(), { price: 89_900 });
    const lineWithPrice = { productId: sofa.id, quantity: 1, price: 1 };
    const { order } = await placed(await postOrder(app, shopper, checkoutRequest([lineWithPrice])));
    expect(charges).toEqual([89_900]);
    expect(order).toMatchObject({ status: 'paid', total: 89_900, items: [{ price: 89_900 }] });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.total).toBe(89_900);
  });

  it('keeps the price at purchase when the product later changes price or is deleted', async () => {
    const watch = await insertProduct(db(), { price: 15_000 });
    const { order } = await placed(await postOrder(t.app, shopper, checkoutRequest([{ productId: watch.id, quantity: 1 }])));
    await db().update(products).set({ price: 99 }).where(eq(products.id, watch.id));
    await db().delete(products).where(eq(products.id, watch.id));
    const stored = (await (await get(`/api/orders/${order.id}`, shopper)).json()) as Order;
    expect(stored.items).toEqual([expect.objectContaining({ productId: null, productName: watch.productName, price: 15_000 })]);
    expect(stored.total).toBe(15_000);
  });

  it('merges two lines of the same product', async () => {
    const phone = await insertProduct(db(), { price: 30_000 });
    const request = checkoutRequest([
      { productId: phone.id, quantity: 1 },
      { productId: phone.id, quantity: 2 },
    ]);
    const { order } = await placed(await postOrder(t.app, shopper, request));
    expect(order.items).toEqual([expect.objectContaining({ quantity: 3, totalPrice: 90_000 })]);
  });

  it('declines 4000 0000 0000 0002: the order is failed with the decline message and nothing is charged', async () => {
    const chair = await insertProduct(db(), { price: 7_500 });
    const request = checkoutRequest([{ productId: chair.id, quantity: 1 }], {
      payment: { method: 'test-card', card: testCard('4000 0000 0000 0002') },
    });
    const response = await postOrder(t.app, shopper, request);
    expect(response.status).toBe(201);
    const { order } = await placed(response);
    expect(order).toMatchObject({ status: 'failed', paymentMessage: paymentMessages.declined, card: null, paidAt: null });
  });

  it('never stores the card number', async () => {
    const chair = await insertProduct(db(), { price: 7_500 });
    const { order } = await placed(await postOrder(t.app, shopper, checkoutRequest([{ productId: chair.id, quantity: 1 }])));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(JSON.stringify(row)).not.toMatch(/4242\s?4242/);
    expect(row).toMatchObject({ cardLast4: '4242', cardBrand: 'Visa' });
  });
});

describe('the idempotency key', () => {
  it('20 concurrent identical requests make exactly one order and one charge', async () => {
    const { app, charges } = appCountingCharges();
    const lamp = await insertProduct(db(), { price: 2_500 });
    const request = checkoutRequest([{ productId: lamp.id, quantity: 2 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder(app, shopper, request)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const bodies = await Promise.all(responses.map((response) => response.json() as Promise<PlacedOrder>));
    expect(new Set(bodies.map((body) => body.order.id)).size).toBe(1);
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', total: 5_000 });
    expect(charges).toEqual([5_000]);
  });

  it('a retry after the payment answers with the same paid order and charges nothing more', async () => {
    const { app, charges } = appCountingCharges();
    const lamp = await insertProduct(db(), { price: 2_500 });
    const request = checkoutRequest([{ productId: lamp.id, quantity: 1 }]);
    const first = await placed(await postOrder(app, shopper, request));
    const retry = await postOrder(app, shopper, request);
    expect(retry.status).toBe(200);
    expect((await placed(retry)).order).toEqual(first.order);
    expect(charges).toHaveLength(1);
  });

  it('the same key with a different cart is refused with 409 and writes nothing', async () => {
    const lamp = await insertProduct(db(), { price: 2_500 });
    const request = checkoutRequest([{ productId: lamp.id, quantity: 1 }]);
    await placed(await postOrder(t.app, shopper, request));
    const before = await orderCount();
    const response = await postOrder(t.app, shopper, { ...request, items: [{ productId: lamp.id, quantity: 2 }] });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe(orderMessages.idempotencyReused);
    expect(await orderCount()).toEqual(before);
  });

  it('is per user: two users with the same key get two orders', async () => {
    const lamp = await insertProduct(db(), { price: 2_500 });
    const request = checkoutRequest([{ productId: lamp.id, quantity: 1 }]);
    const mine = await placed(await postOrder(t.app, shopper, request));
    const theirs = await placed(await postOrder(t.app, otherShopper, request));
    expect(theirs.order.id).not.toBe(mine.order.id);
  });
});

describe('bad checkout requests get a 4xx with a message and write nothing', () => {
  const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';
  let productId: string;
  beforeAll(async () => {
    productId = (await insertProduct(db(), { price: 1_000 })).id;
  });

  const cases: Array<[string, () => unknown, RegExp]> = [
    ['an empty cart', () => checkoutRequest([]), /cart is empty/],
    ['no items at all', () => ({ ...checkoutRequest([]), items: undefined }), /cart is empty/],
    ['quantity 0', () => checkoutRequest([{ productId, quantity: 0 }]), /Quantity must be a whole number from 1 to 99/],
    ['a negative quantity', () => checkoutRequest([{ productId, quantity: -3 }]), /Quantity must be/],
    ['a huge quantity', () => checkoutRequest([{ productId, quantity: 1_000_000 }]), /Quantity must be/],
    ['a fractional quantity', () => checkoutRequest([{ productId, quantity: 1.5 }]), /Quantity must be/],
    ['a quantity as text', () => checkoutRequest([{ productId, quantity: '2' as never }]), /Quantity must be/],
    [
      'two lines adding up to more than 99',
      () =>
        checkoutRequest([
          { productId, quantity: 60 },
          { productId, quantity: 60 },
        ]),
      /Quantity must be/,
    ],
    ['an unknown product', () => checkoutRequest([{ productId: UNKNOWN_PRODUCT, quantity: 1 }]), /no longer sold/],
    ['a product id that is not a UUID', () => checkoutRequest([{ productId: 'sofa', quantity: 1 }]), /Product id must be a UUID/],
    ['no billing details', () => ({ ...checkoutRequest([{ productId, quantity: 1 }]), billing: undefined }), /billing/],
    ['a missing name', () => checkoutRequest([{ productId, quantity: 1 }], { billing: { ...billing, name: '' } }), /Enter your full name/],
    [
      'a malformed email',
      () => checkoutRequest([{ productId, quantity: 1 }], { billing: { ...billing, email: 'ada@' } }),
      /email address like/,
    ],
    [
      'a bad UK postcode',
      () => checkoutRequest([{ productId, quantity: 1 }], { billing: { ...billing, postalCode: '12345' } }),
      /UK postcode/,
    ],
    ['no idempotency key', () => ({ ...checkoutRequest([{ productId, quantity: 1 }]), idempotencyKey: undefined }), /checkout key/],
    [
      'a card number failing Luhn',
      () => checkoutRequest([{ productId, quantity: 1 }], { payment: { method: 'test-card', card: testCard('4242 4242 4242 4241') } }),
      /card number is not valid/,
    ],
    [
      'a 2-digit security code',
      () => checkoutRequest([{ productId, quantity: 1 }], { payment: { method: 'test-card', card: { ...testCard(), cvc: '12' } } }),
      /security code/,
    ],
    [
      'a Stripe payment while test mode is on',
      () => checkoutRequest([{ productId, quantity: 1 }], { payment: { method: 'stripe' } }),
      /Reload the page/,
    ],
    ['a body that is not JSON', () => '{"items": [', /./],
    ['a JSON array', () => [], /./],
  ];

  it.each(cases)('%s', async (_name, body, message) => {
    const before = await orderCount();
    const response = await postOrder(t.app, shopper, body());
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toMatch(message);
    expect(await orderCount()).toEqual(before);
  });

  it('a total above £999,999.99 is refused', async () => {
    const piano = await insertProduct(db(), { price: 50_000_000 });
    const response = await postOrder(t.app, shopper, checkoutRequest([{ productId: piano.id, quantity: 2 }]));
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(orderMessages.totalTooLarge);
  });
});

describe('reading orders', () => {
  it('lists my own orders, newest first, and no one else’s', async () => {
    const me = await signUp(t);
    const lamp = await insertProduct(db(), { price: 1_000 });
    const first = await placed(await postOrder(t.app, me, checkoutRequest([{ productId: lamp.id, quantity: 1 }])));
    const second = await placed(await postOrder(t.app, me, checkoutRequest([{ productId: lamp.id, quantity: 2 }])));
    await placed(await postOrder(t.app, otherShopper, checkoutRequest([{ productId: lamp.id, quantity: 3 }])));
    const response = await get('/api/orders', me);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as OrderList;
    expect(items.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(items[0]?.number).toBeGreaterThan(items[1]?.number ?? Infinity);
  });

  it('pages my orders 10 at a time, newest first, following the cursor: 12 orders give 10, then 2', async () => {
    const me = await signUp(t);
    const lamp = await insertProduct(db(), { price: 1_000 });
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      ids.unshift((await placed(await postOrder(t.app, me, checkoutRequest([{ productId: lamp.id, quantity: 1 }])))).order.id);
    }
    const first = (await (await get('/api/orders', me)).json()) as OrderList;
    expect(first.items.map((order) => order.id)).toEqual(ids.slice(0, 10));
    expect(first.nextCursor).not.toBeNull();
    const second = (await (await get(`/api/orders?cursor=${first.nextCursor}`, me)).json()) as OrderList;
    expect(second).toMatchObject({ items: ids.slice(10).map((id) => ({ id })), nextCursor: null });
    const small = (await (await get('/api/orders?limit=5', me)).json()) as OrderList;
    expect(small.items).toHaveLength(5);
  });

  it.each(['cursor=garbage', 'cursor=0000-01-01T00:00:00.000Z_0b7e2a39-5d0c-4c4b-9d3e-3f1b3c1d2e4f', 'limit=0', 'limit=51', 'page=2'])(
    'refuses the page query %s with a 400 and a message',
    async (query) => {
      const response = await get(`/api/orders?${query}`, shopper);
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).not.toBe('');
    },
  );

  it('reads one of my orders by id', async () => {
    const lamp = await insertProduct(db(), { price: 1_000 });
    const { order } = await placed(await postOrder(t.app, shopper, checkoutRequest([{ productId: lamp.id, quantity: 1 }])));
    const response = await get(`/api/orders/${order.id}`, shopper);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(order);
  });

  it('another user’s order answers 404, as if it did not exist', async () => {
    const lamp = await insertProduct(db(), { price: 1_000 });
    const { order } = await placed(await postOrder(t.app, shopper, checkoutRequest([{ productId: lamp.id, quantity: 1 }])));
    const response = await get(`/api/orders/${order.id}`, otherShopper);
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe(orderMessages.notFound);
    const confirm = await t.app.request(`/api/orders/${order.id}/confirm`, { method: 'POST', headers: { cookie: otherShopper.cookie } });
    expect(confirm.status).toBe(404);
  });

  it('a malformed order id answers 400 with a message', async () => {
    const response = await get('/api/orders/not-an-id', shopper);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(orderMessages.notFound);
  });

  it('an anonymous visitor gets 401 on every order endpoint', async () => {
    const lamp = await insertProduct(db(), { price: 1_000 });
    const before = await orderCount();
    const responses = await Promise.all([
      postOrder(t.app, null, checkoutRequest([{ productId: lamp.id, quantity: 1 }])),
      get('/api/orders', null),
      get(`/api/orders/${crypto.randomUUID()}`, null),
      t.app.request(`/api/orders/${crypto.randomUUID()}/confirm`, { method: 'POST' }),
      get('/api/payments/config', null),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await orderCount()).toEqual(before);
  });

  it('says which payment mode is on', async () => {
    const response = await get('/api/payments/config', shopper);
    expect(await response.json()).toEqual({ mode: 'test' });
  });
});
