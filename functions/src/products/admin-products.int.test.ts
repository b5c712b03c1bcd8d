import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { productListSchema } from '@shop/core/products';
import { adminTestApp } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

beforeAll(async () => {
  const rows = [
    { productName: 'Table Lamp Brass', price: 3_000, stock: 9, createdAt: new Date('2026-01-01') },
    { productName: 'Table Lamp Oak', price: 1_000, stock: 0, createdAt: new Date('2026-01-02') },
    { productName: 'Table Lamp Zinc', price: 2_000, stock: 4, createdAt: new Date('2026-01-03') },
  ];
  for (const row of rows) await insertProduct(t.database.db, row);
}, 60_000);

async function list(query: string) {
  const response = await t.app.request(`/api/admin/products${query}`, { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return productListSchema.parse(await response.json());
}

const names = async (query: string) => (await list(query)).items.map((product) => product.productName);

describe('GET /api/admin/products', () => {
  it('searches names and sorts by the column asked for', async () => {
    expect(await names('?q=table lamp')).toEqual(['Table Lamp Zinc', 'Table Lamp Oak', 'Table Lamp Brass']);
    expect(await names('?q=TABLE&sort=oldest')).toEqual(['Table Lamp Brass', 'Table Lamp Oak', 'Table Lamp Zinc']);
    expect(await names('?q=table&sort=price_asc')).toEqual(['Table Lamp Oak', 'Table Lamp Zinc', 'Table Lamp Brass']);
    expect(await names('?q=table&sort=price_desc')).toEqual(['Table Lamp Brass', 'Table Lamp Zinc', 'Table Lamp Oak']);
    expect(await names('?q=table&sort=stock_asc')).toEqual(['Table Lamp Oak', 'Table Lamp Zinc', 'Table Lamp Brass']);
    expect(await names('?q=table&sort=name_desc')).toEqual(['Table Lamp Zinc', 'Table Lamp Oak', 'Table Lamp Brass']);
  });

  it('pages through the matches with their total', async () => {
    const second = await list('?q=table&sort=name_asc&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((product) => product.productName)).toEqual(['Table Lamp Zinc']);
    expect(await list('?q=no such lamp')).toMatchObject({ items: [], total: 0 });
  });

  it.each(['?sort=colour', '?page=0', '?pageSize=500', '?stock=1', `?q=${'x'.repeat(101)}`])(
    'refuses %s with a 400 and a message',
    async (query) => {
      const response = await t.app.request(`/api/admin/products${query}`, { headers: { cookie: admin.cookie } });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.message).not.toBe('');
    },
  );

  it('is for admins only', async () => {
    expect((await t.app.request('/api/admin/products')).status).toBe(401);
    expect((await t.app.request('/api/admin/products', { headers: { cookie: shopper.cookie } })).status).toBe(403);
  });
});
