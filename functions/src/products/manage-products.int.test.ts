import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import type { LiveEvent } from '@shop/core/events';
import { messages } from '@shop/core/messages';
import { productMessages, productSchema } from '@shop/core/products';
import { uploadMessages } from '@shop/core/uploads';
import { orderItems, orders, products, reviews } from '../db/index.ts';
import { uploadAs } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { pngPicture } from '@shop/test-support/pictures';

const { t, admin, shopper } = await adminTestApp();

const fields = {
  productName: 'Oak Stool',
  shortDesc: 'A small oak stool.',
  description: 'A sturdy stool in solid oak.',
  category: 'chair',
  price: 4999,
};

const send = (method: string, url: string, cookie: string | undefined, body?: unknown) =>
  t.app.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const productFolder = (id: string) => path.join(t.config.filesDir, 'products', id);
const productCount = async () => (await t.database.db.select({ total: count() }).from(products))[0]?.total;

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

function liveEvents(): LiveEvent[] {
  const seen: LiveEvent[] = [];
  t.feed.subscribe((event) => seen.push(event));
  return seen;
}

describe('POST /api/products', () => {
  it('adds the product with its uploaded picture, announces it, and the shop lists it', async () => {
    const events = liveEvents();
    const imageUploadId = await uploadAs(t, await pngPicture(800, 600), 'image/png', admin.cookie);
    const response = await send('POST', '/api/products', admin.cookie, { ...fields, imageUploadId });
    expect(response.status).toBe(201);
    const product = productSchema.parse(await response.json());
    expect(product).toMatchObject({ ...fields, ratingCount: 0, avgRating: 0 });
    // Each picture in a folder of its own under the product's, so an edit can add, keep or remove it alone.
    expect(product.imgUrl).toMatch(new RegExp(`^/files/products/${product.id}/[\\w-]+/640\\.webp$`));
    expect(product.imgSrcSet).toContain('320w');
    expect((await t.app.request(product.imgUrl)).headers.get('content-type')).toBe('image/webp');
    const shop = (await (await t.app.request('/api/products?q=oak%20stool')).json()) as { items: { id: string }[] };
    expect(shop.items.map((item) => item.id)).toContain(product.id);
    // Only the lists of its category, and those of every category, may gain it.
    await expect.poll(() => events).toContainEqual({ topic: 'products', id: product.id, categories: ['chair'] });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no title', { productName: undefined }, 'Title is required.'],
    ['a blank title', { productName: '   ' }, 'Title is required.'],
    ['no short description', { shortDesc: '' }, 'Short description is required.'],
    ['no description', { description: undefined }, 'Description is required.'],
    ['no category', { category: undefined }, 'Choose a category'],
    ['an unknown category', { category: 'toaster' }, 'Choose a category'],
    ['no price', { price: undefined }, 'Price must be a number'],
    ['the price "abc"', { price: 'abc' }, 'Price must be a number'],
    ['a negative price', { price: -100 }, 'Price must be more than £0.'],
    ['an absurd price', { price: 1e12 }, 'Price is at most £100,000.00.'],
    ['fractional pence', { price: 1.5 }, 'Price must be a whole number of pence.'],
    ['no image', { imageUploadId: undefined }, 'Image is required.'],
    ['a picture URL from elsewhere', { imgUrl: 'https://elsewhere.example/a.png' }, 'Unrecognized key'],
  ];

  it.each(refusals)('refuses %s with a message and stores nothing', async (_case, change, message) => {
    const before = await productCount();
    const imageUploadId = await uploadAs(t, await pngPicture(), 'image/png', admin.cookie);
    const response = await send('POST', '/api/products', admin.cookie, { ...fields, imageUploadId, ...change });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses a malformed JSON body', async () => {
    const response = await t.app.request('/api/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: '{"productName":',
    });
    expect(response.status).toBe(400);
  });

  it('refuses an upload that does not exist or that someone else sent, and uses nothing', async () => {
    const before = await productCount();
    const missing = await send('POST', '/api/products', admin.cookie, { ...fields, imageUploadId: 'a'.repeat(32) });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(uploadMessages.expired);
    const othersUpload = await uploadAs(t, await pngPicture(), 'image/png', shopper.cookie);
    const stolen = await send('POST', '/api/products', admin.cookie, { ...fields, imageUploadId: othersUpload });
    expect(stolen.status).toBe(400);
    expect(await productCount()).toBe(before);
    // The owner can still use it: the refusal did not consume it.
    expect(
      (await t.uploads.use({ id: othersUpload, ownerId: shopper.user.uid, field: 'imageUploadId' }, async (data) => data)).length,
    ).toBeGreaterThan(0);
  });

  it('never accepts a file that is not a picture', async () => {
    await expect(uploadAs(t, Buffer.from('a text file named .png'), 'image/png', admin.cookie)).rejects.toThrow(messages.invalidImage);
    await expect(uploadAs(t, Buffer.from('plain text'), 'text/plain', admin.cookie)).rejects.toThrow(messages.invalidImage);
  });

  it.each([
    ['a truncated PNG', async () => (await pngPicture(400, 400)).subarray(0, 120)],
    ['text behind a GIF signature', async () => Buffer.from('GIF89a, but really a text file')],
  ])('refuses %s, leaving no row and no files', async (_case, makeFile) => {
    const before = await productCount();
    const imageUploadId = await uploadAs(t, await makeFile(), 'image/png', admin.cookie);
    const response = await send('POST', '/api/products', admin.cookie, { ...fields, imageUploadId });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toBe(messages.invalidImage);
    expect(await productCount()).toBe(before);
    const folder = path.join(t.config.filesDir, 'products');
    const rows = await t.database.db.select({ id: products.id }).from(products);
    const stored = existsSync(folder) ? await readdir(folder) : [];
    expect(stored.filter((name) => !rows.some((row) => row.id === name))).toEqual([]);
  });

  it('is for admins only: 401 when anonymous, 403 for a shopper, nothing stored', async () => {
    const before = await productCount();
    const imageUploadId = await uploadAs(t, await pngPicture(), 'image/png', shopper.cookie);
    expect((await send('POST', '/api/products', undefined, { ...fields, imageUploadId })).status).toBe(401);
    expect((await send('POST', '/api/products', shopper.cookie, { ...fields, imageUploadId })).status).toBe(403);
    expect(await productCount()).toBe(before);
  });
});

describe('DELETE /api/products/:id', () => {
  async function addProduct(): Promise<string> {
    const imageUploadId = await uploadAs(t, await pngPicture(), 'image/png', admin.cookie);
    const response = await send('POST', '/api/products', admin.cookie, { ...fields, imageUploadId });
    return productSchema.parse(await response.json()).id;
  }

  it('deletes the product, its reviews and its picture files, and announces it', async () => {
    const id = await addProduct();
    await t.database.db.insert(reviews).values({ productId: id, userName: 'Ann', text: 'Nice.', rating: 5 });
    expect(existsSync(productFolder(id))).toBe(true);
    const events = liveEvents();
    const response = await send('DELETE', `/api/products/${id}`, admin.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id });
    expect((await t.app.request(`/api/products/${id}`)).status).toBe(404);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, id))).toEqual([]);
    expect(existsSync(productFolder(id))).toBe(false);
    await expect.poll(() => events).toContainEqual({ topic: 'products', id, categories: ['chair'] });
  });

  it('keeps the orders that bought it, with the name and price at purchase', async () => {
    const product = await insertProduct(t.database.db, { productName: 'Soon Gone Chair', price: 2500 });
    const [order] = await t.database.db
      .insert(orders)
      .values({
        idempotencyKey: 'k1',
        requestHash: 'h1',
        status: 'paid',
        billingName: 'Ann',
        billingEmail: 'ann@example.com',
        billingPhone: '1',
        billingStreetAddress: '1 Road',
        billingCity: 'Leicester',
        billingPostalCode: 'LE1 1AA',
        billingCountry: 'United Kingdom',
        totalQuantity: 2,
        subtotal: 5000,
        shipping: 0,
        total: 5000,
        paymentProvider: 'test',
      })
      .returning();
    if (!order) throw new Error('no order');
    await t.database.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      productName: product.productName,
      imgUrl: product.imgUrl,
      price: 2500,
      quantity: 2,
      totalPrice: 5000,
    });
    expect((await send('DELETE', `/api/products/${product.id}`, admin.cookie)).status).toBe(200);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: null, productName: 'Soon Gone Chair', price: 2500, quantity: 2 });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await send('DELETE', '/api/products/00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(productMessages.notFound);
    expect((await send('DELETE', '/api/products/not-an-id', admin.cookie)).status).toBe(400);
  });

  it('is for admins only', async () => {
    const id = await addProduct();
    expect((await send('DELETE', `/api/products/${id}`, undefined)).status).toBe(401);
    expect((await send('DELETE', `/api/products/${id}`, shopper.cookie)).status).toBe(403);
    expect((await t.app.request(`/api/products/${id}`)).status).toBe(200);
  });
});
