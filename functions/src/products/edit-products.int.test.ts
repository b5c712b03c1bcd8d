// PATCH /api/admin/products/:id: an admin edits one field, the stock or the picture of a product; the rest
// stays as it was, the change is announced, and a bad edit is refused with the form's own words.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import type { LiveEvent } from '@shop/core/events';
import { productMessages, productSchema, type Product } from '@shop/core/products';
import { uploadMessages } from '@shop/core/uploads';
import { products } from '../db/index.ts';
import { uploadAs } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { pngPicture } from '@shop/test-support/pictures';

const { t, admin, shopper } = await adminTestApp();

const edit = (id: string, cookie: string | undefined, body: unknown) =>
  t.app.request(`/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function shopShows(id: string): Promise<Product> {
  const response = await t.app.request(`/api/products/${id}`);
  expect(response.status).toBe(200);
  return productSchema.parse(await response.json());
}

const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

function liveEvents(): LiveEvent[] {
  const seen: LiveEvent[] = [];
  t.feed.subscribe((event) => seen.push(event));
  return seen;
}

describe('PATCH /api/admin/products/:id', () => {
  const changes: [string, Partial<Product>][] = [
    ['the title', { productName: 'Walnut Armchair' }],
    ['the short description', { shortDesc: 'A deep armchair in walnut.' }],
    ['the description', { description: 'Solid walnut frame, wool cover, made in Leicester.' }],
    ['the category', { category: 'sofa' }],
    ['the price', { price: 12_345 }],
    ['the stock', { stock: 7 }],
    ['the stock to nothing left', { stock: 0 }],
  ];

  it.each(changes)('changes %s only, announces it, and the shop shows it', async (_field, change) => {
    const product = await insertProduct(t.database.db, { productName: 'Oak Armchair', category: 'chair', price: 9_900, stock: 20 });
    const before = await shopShows(product.id);
    const events = liveEvents();
    const response = await edit(product.id, admin.cookie, change);
    expect(response.status, await response.clone().text()).toBe(200);
    const expected = { ...before, ...change };
    expect(productSchema.parse(await response.json())).toEqual(expected);
    // The shop's read cache lets go of the product when the live feed announces it: at once on PGlite, after
    // the NOTIFY round trip on PostgreSQL.
    // The lists it may join, leave or move in: its category's, and the one it left when it moved.
    const categories = change.category ? ['sofa', 'chair'] : ['chair'];
    await expect.poll(() => events).toContainEqual({ topic: 'products', id: product.id, categories });
    await expect.poll(() => shopShows(product.id)).toEqual(expected);
  });

  it('changes several fields at once', async () => {
    const product = await insertProduct(t.database.db);
    const change = { productName: 'Desk Lamp Pro', price: 4_500, stock: 3 };
    expect((await edit(product.id, admin.cookie, change)).status).toBe(200);
    await expect.poll(() => shopShows(product.id)).toMatchObject(change);
  });

  it('replaces the picture with a new upload, served as WebP at every width, and uses the upload up', async () => {
    const product = await insertProduct(t.database.db);
    const before = await shopShows(product.id);
    const imageUploadId = await uploadAs(t, await pngPicture(800, 600), 'image/png', admin.cookie);
    const response = await edit(product.id, admin.cookie, { imageUploadId });
    expect(response.status).toBe(200);
    const after = productSchema.parse(await response.json());
    expect(after.imgUrl).not.toBe(before.imgUrl);
    expect(after.imgUrl).toMatch(new RegExp(`^/files/products/${product.id}/[\\w-]+/640\\.webp$`));
    expect(after.imgSrcSet).toContain('320w');
    expect((await t.app.request(after.imgUrl)).headers.get('content-type')).toBe('image/webp');
    expect(after.pictures).toEqual([{ id: expect.any(String), imgUrl: after.imgUrl, imgSrcSet: after.imgSrcSet, alt: before.productName }]);
    expect({ ...after, imgUrl: before.imgUrl, imgSrcSet: before.imgSrcSet, pictures: before.pictures }).toEqual(before);
    const again = await edit(product.id, admin.cookie, { imageUploadId });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe(uploadMessages.expired);
  });

  it('refuses a picture someone else uploaded, and leaves it to its owner', async () => {
    const product = await insertProduct(t.database.db);
    const before = await shopShows(product.id);
    const othersUpload = await uploadAs(t, await pngPicture(), 'image/png', shopper.cookie);
    expect((await edit(product.id, admin.cookie, { imageUploadId: othersUpload })).status).toBe(400);
    expect(await shopShows(product.id)).toEqual(before);
    expect(
      (await t.uploads.use({ id: othersUpload, ownerId: shopper.user.uid, field: 'imageUploadId' }, async (data) => data)).length,
    ).toBeGreaterThan(0);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['nothing to change', {}, 'Nothing to update.'],
    ['a blank title', { productName: '   ' }, 'Title is required.'],
    ['a title too long', { productName: 'x'.repeat(121) }, 'Title is at most 120 characters.'],
    ['a blank short description', { shortDesc: '' }, 'Short description is required.'],
    ['a blank description', { description: ' ' }, 'Description is required.'],
    ['an unknown category', { category: 'toaster' }, 'Choose a category: sofa, mobile, chair, watch, wireless.'],
    ['a price of nothing', { price: 0 }, 'Price must be more than £0.'],
    ['a price as text', { price: '49.99' }, 'Price must be a number (in pence).'],
    ['fractional pence', { price: 10.5 }, 'Price must be a whole number of pence.'],
    ['a negative stock', { stock: -1 }, 'Stock cannot be negative.'],
    ['a fractional stock', { stock: 2.5 }, 'Stock must be a whole number of units.'],
    ['a stock as text', { stock: 'ten' }, 'Stock must be a number of units.'],
    ['an absurd stock', { stock: 100_001 }, 'Stock is at most 100000 units.'],
    ['a picture URL from elsewhere', { imgUrl: 'https://elsewhere.example/a.png' }, 'Unrecognized key'],
    ['ratings typed in', { avgRating: 5 }, 'Unrecognized key'],
  ];

  it.each(refusals)('refuses %s with the form’s message and changes nothing', async (_case, body, message) => {
    const product = await insertProduct(t.database.db);
    const before = await shopShows(product.id);
    const response = await edit(product.id, admin.cookie, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain(message);
    expect(await shopShows(product.id)).toEqual(before);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await edit('00000000-0000-4000-8000-000000000000', admin.cookie, { stock: 3 });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(productMessages.notFound);
    expect((await edit('not-an-id', admin.cookie, { stock: 3 })).status).toBe(400);
  });

  it('answers 404 for an unknown product without using up the picture, so the admin can send it again', async () => {
    const imageUploadId = await uploadAs(t, await pngPicture(800, 600), 'image/png', admin.cookie);
    const unknown = await edit('00000000-0000-4000-8000-000000000000', admin.cookie, { imageUploadId });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(productMessages.notFound);
    const product = await insertProduct(t.database.db);
    expect((await edit(product.id, admin.cookie, { imageUploadId })).status).toBe(200);
  });

  it('is for admins only: 401 when anonymous, 403 for a shopper, nothing changed', async () => {
    const product = await insertProduct(t.database.db, { stock: 4 });
    expect((await edit(product.id, undefined, { stock: 0 })).status).toBe(401);
    const refused = await edit(product.id, shopper.cookie, { stock: 0 });
    expect(refused.status).toBe(403);
    const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(4);
  });
});
