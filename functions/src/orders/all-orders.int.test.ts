import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage } from '@shop/core/all-orders';
import type { PlacedOrder } from '@shop/core/orders';
import { SAMPLE_EMAIL_DOMAIN } from '@shop/core/dashboard';
import { seedSampleOrders } from '../../seed/orders.ts';
import { adminTestApp } from '@shop/test-support/admin';
import { billing, checkoutRequest, postOrder, testCard } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();
let sampleOrders: number;

beforeAll(async () => {
  sampleOrders = await seedSampleOrders(t.database.db, new Date());
});

async function page(query = ''): Promise<OrderPage> {
  const response = await t.app.request(`/api/admin/orders${query}`, { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as OrderPage;
}

async function placeOrder(card = testCard()): Promise<PlacedOrder> {
  const product = await insertProduct(t.database.db, { productName: 'Listed Lamp', price: 2_500 });
  const response = await postOrder(
    t.app,
    shopper,
    checkoutRequest([{ productId: product.id, quantity: 2 }], { payment: { method: 'test-card', card } }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as PlacedOrder;
}

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, with status, lines, totals and billing name, 20 to a page', async () => {
    const { order } = await placeOrder();
    const first = await page();
    expect(first).toMatchObject({ total: sampleOrders + 1, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      id: order.id,
      status: 'paid',
      total: 5_000,
      billing: { name: 'Ada Lovelace' },
      items: [{ productName: 'Listed Lamp', quantity: 2, price: 2_500, totalPrice: 5_000 }],
    });
    expect(first.items[1]?.billing.email).toMatch(new RegExp(`@${SAMPLE_EMAIL_DOMAIN}$`));
    const times = first.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('leaves declined payments out: they are attempts, not orders', async () => {
    const before = (await page()).total;
    const { order } = await placeOrder(testCard('4000 0000 0000 0002'));
    const after = await page();
    expect(after.total).toBe(before);
    expect(after.items.map((item) => item.id)).not.toContain(order.id);
  });

  it('filters by status and searches by order number, customer name or email', async () => {
    const { order } = await placeOrder(testCard());
    const paid = await page('?status=paid&pageSize=100');
    expect(paid.items.every((item) => item.status === 'paid')).toBe(true);
    expect((await page(`?q=%23${order.number}`)).items.map((item) => item.id)).toEqual([order.id]);
    expect((await page(`?q=${encodeURIComponent(order.billing.email.toUpperCase())}`)).items.map((item) => item.id)).toContain(order.id);
    expect((await page(`?q=${encodeURIComponent(order.billing.name.slice(0, 4))}`)).items.map((item) => item.id)).toContain(order.id);
    expect((await page('?q=nobody-has-this-name')).total).toBe(0);
  });

  it('pages by number without repeating orders', async () => {
    const first = await page('?page=1&pageSize=50');
    const second = await page('?page=2&pageSize=50');
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(100);
    const last = await page(`?page=${Math.ceil(first.total / 50)}&pageSize=50`);
    expect(last.items.length).toBe(first.total % 50 || 50);
  });

  it('sorts by the column asked for: placed time, billing name (in any case) or total, either way', async () => {
    const tag = `sorter${Date.now()}`;
    const product = await insertProduct(t.database.db, { productName: 'Sorted Lamp', price: 1_000 });
    for (const [name, quantity] of [
      ['Zara', 1],
      ['abel', 3],
      ['Milo', 2],
    ] as const) {
      const body = checkoutRequest([{ productId: product.id, quantity }], { billing: { ...billing, name: `${name} ${tag}` } });
      expect((await postOrder(t.app, shopper, body)).status).toBe(201);
    }
    const names = async (sort: string) => (await page(`?q=${tag}&sort=${sort}`)).items.map((order) => order.billing.name.split(' ')[0]);
    expect(await names('newest')).toEqual(['Milo', 'abel', 'Zara']);
    expect(await names('oldest')).toEqual(['Zara', 'abel', 'Milo']);
    expect(await names('name_asc')).toEqual(['abel', 'Milo', 'Zara']);
    expect(await names('name_desc')).toEqual(['Zara', 'Milo', 'abel']);
    expect(await names('total_asc')).toEqual(['Zara', 'Milo', 'abel']);
    expect(await names('total_desc')).toEqual(['abel', 'Milo', 'Zara']);
  });

  it.each(['?page=0', '?pageSize=101', '?status=posted', '?sort=price'])('refuses %s with a 400', async (query) => {
    const response = await t.app.request(`/api/admin/orders${query}`, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(400);
  });

  it('is for admins only: a shopper sees their own orders elsewhere, never everyone’s', async () => {
    expect((await t.app.request('/api/admin/orders')).status).toBe(401);
    expect((await t.app.request('/api/admin/orders', { headers: { cookie: shopper.cookie } })).status).toBe(403);
  });
});
