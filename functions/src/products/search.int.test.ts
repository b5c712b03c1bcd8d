// Searching the catalogue as shoppers type: names, categories and descriptions, with a typo forgiven.
import { beforeAll, expect, it } from 'vitest';
import { productListSchema, type ProductSuggestions } from '@shop/core/products';
import { signUpAdmin } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

let watchId: string;

const t = await fileTestApp();

beforeAll(async () => {
  const { db } = t.database;
  await insertProduct(db, { productName: 'Aria Noise-Cancelling Headphones', category: 'wireless', price: 19_900 });
  await insertProduct(db, { productName: 'Nova X', category: 'mobile', price: 69_900 });
  await insertProduct(db, { productName: 'Halden Sofa', category: 'sofa', description: 'A deep seat on a solid walnut frame.' });
  watchId = (await insertProduct(db, { productName: 'Tide Watch', category: 'watch' })).id;
}, 60_000);

async function names(q: string): Promise<string[]> {
  const response = await t.app.request(`/api/products?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return productListSchema.parse(await response.json()).items.map((item) => item.productName);
}

async function suggest(q: string): Promise<ProductSuggestions> {
  const response = await t.app.request(`/api/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductSuggestions;
}

it('forgives a typo in a name', async () => {
  expect(await names('headphons')).toEqual(['Aria Noise-Cancelling Headphones']);
  expect((await suggest('headphons')).items.map((item) => item.productName)).toEqual(['Aria Noise-Cancelling Headphones']);
});

it("finds a product by its category's name", async () => {
  // Headphones hold the word too.
  expect(await names('phone')).toEqual(['Aria Noise-Cancelling Headphones', 'Nova X']);
  expect((await suggest('phone')).items.map((item) => item.productName)).toContain('Nova X');
});

it('finds a product by a word of its description, typo or not', async () => {
  expect(await names('walnut')).toEqual(['Halden Sofa']);
  expect(await names('walnutt')).toEqual(['Halden Sofa']);
});

it('finds nothing for words no product is near', async () => {
  expect(await names('toaster')).toEqual([]);
  expect(await names('xq')).toEqual([]);
});

it("gives each suggestion its picture and price, for the list's thumbnails", async () => {
  const [nova] = (await suggest('nova')).items;
  expect(nova).toMatchObject({ productName: 'Nova X', price: 69_900, imgUrl: expect.stringMatching(/^\/files\//) });
});

it('finds by a typo what a product is renamed to, once the catalogue changed (the near products are kept until then)', async () => {
  const admin = await signUpAdmin(t);
  expect(await names('lanterm')).toEqual([]);
  const renamed = await t.app.request(`/api/admin/products/${watchId}`, {
    method: 'PATCH',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productName: 'Tide Lantern' }),
  });
  expect(renamed.status).toBe(200);
  await expect.poll(() => names('lanterm')).toEqual(['Tide Lantern']);
  expect((await suggest('lanterm')).items.map((item) => item.productName)).toEqual(['Tide Lantern']);
});
