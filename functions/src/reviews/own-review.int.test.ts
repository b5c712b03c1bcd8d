// Each account's one review of a product: a second is refused (409), the account edits or deletes its own,
// the rating follows, "Verified buyer" marks a reviewer who paid for the product, and writes are limited.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OwnReview, Review } from '@shop/core/reviews';
import { products } from '../db/index.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createTestApp } from '@shop/test-support/test-app';

const t = await fileTestApp();

async function send(client: Client | null, method: string, path: string, body?: unknown): Promise<Response> {
  return t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(client ? { cookie: client.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const reviewsOf = (productId: string) => `/api/products/${productId}/reviews`;
const mine = (productId: string) => `/api/products/${productId}/reviews/mine`;

/** The product's rating as the shop shows it: a read the cache answers until the live feed reports the change. */
async function rating(productId: string) {
  const response = await t.app.request(`/api/products/${productId}`);
  const { avgRating, ratingCount } = (await response.json()) as { avgRating: number; ratingCount: number };
  return { avgRating, ratingCount };
}

describe("an account's one review of a product", () => {
  it('cannot move the rating by posting many: the first counts, the others answer 409', async () => {
    const product = await insertProduct(t.database.db, { ratings: [5, 5, 5, 5] });
    const flooder = await signUp(t);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => send(flooder, 'POST', reviewsOf(product.id), { rating: 1, text: 'Awful' }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    await expect.poll(() => rating(product.id)).toEqual({ avgRating: 21 / 5, ratingCount: 5 });
    const refused = await send(flooder, 'POST', reviewsOf(product.id), { rating: 1, text: 'Again' });
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'You have already reviewed this product. Edit your review instead.',
    );
  });

  it('is read back, edited with the rating following, and deleted with its rating gone', async () => {
    const product = await insertProduct(t.database.db, { ratings: [4] });
    const reviewer = await signUp(t);
    expect(await (await send(reviewer, 'GET', mine(product.id))).json()).toEqual({ review: null });
    expect((await send(reviewer, 'POST', reviewsOf(product.id), { rating: 2, text: 'Meh' })).status).toBe(201);
    await expect.poll(() => rating(product.id)).toEqual({ avgRating: 3, ratingCount: 2 });

    const edited = await send(reviewer, 'PATCH', mine(product.id), { rating: 5, text: 'Grew on me' });
    expect(edited.status).toBe(200);
    expect((await edited.json()) as Review).toMatchObject({ rating: 5, text: 'Grew on me' });
    expect(((await (await send(reviewer, 'GET', mine(product.id))).json()) as OwnReview).review).toMatchObject({ rating: 5 });
    await expect.poll(() => rating(product.id)).toEqual({ avgRating: 4.5, ratingCount: 2 });

    expect((await send(reviewer, 'DELETE', mine(product.id))).status).toBe(200);
    await expect.poll(() => rating(product.id)).toEqual({ avgRating: 4, ratingCount: 1 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.ratings).toEqual([4]);
    expect((await send(reviewer, 'DELETE', mine(product.id))).status).toBe(404);
    expect((await send(reviewer, 'PATCH', mine(product.id), { rating: 3, text: 'x' })).status).toBe(404);
  });

  it("reaches only the account's own review: another account's edit finds none", async () => {
    const product = await insertProduct(t.database.db);
    const author = await signUp(t);
    const other = await signUp(t);
    expect((await send(author, 'POST', reviewsOf(product.id), { rating: 5, text: 'Mine' })).status).toBe(201);
    expect((await send(other, 'PATCH', mine(product.id), { rating: 1, text: 'Hijacked' })).status).toBe(404);
    expect((await send(other, 'DELETE', mine(product.id))).status).toBe(404);
    await expect.poll(() => rating(product.id)).toEqual({ avgRating: 5, ratingCount: 1 });
  });

  it('needs a login and answers 404 for an unknown product', async () => {
    const product = await insertProduct(t.database.db);
    expect((await send(null, 'GET', mine(product.id))).status).toBe(401);
    expect((await send(null, 'PATCH', mine(product.id), { rating: 3, text: 'x' })).status).toBe(401);
    expect((await send(null, 'DELETE', mine(product.id))).status).toBe(401);
    const reviewer = await signUp(t);
    expect((await send(reviewer, 'GET', mine('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});

describe('Verified buyer', () => {
  it('marks a reviewer with a paid order of the product, and no one else', async () => {
    const product = await insertProduct(t.database.db, { stock: 5 });
    const buyer = await signUp(t);
    const browser = await signUp(t);
    expect((await postOrder(t.app, buyer, checkoutRequest([{ productId: product.id, quantity: 1 }]))).status).toBe(201);
    const bought = (await (await send(buyer, 'POST', reviewsOf(product.id), { rating: 5, text: 'Bought it' })).json()) as Review;
    const looked = (await (await send(browser, 'POST', reviewsOf(product.id), { rating: 4, text: 'Saw it' })).json()) as Review;
    expect(bought.isVerifiedBuyer).toBe(true);
    expect(looked.isVerifiedBuyer).toBe(false);
  });
});

describe('the review limit', () => {
  it("refuses an account's writes past REVIEW_LIMIT in the window with a 429 and a message", async () => {
    const limited = await createTestApp({ REVIEW_LIMIT: '2' });
    try {
      const reviewer = await signUp(limited);
      const other = await signUp(limited);
      const productIds = await Promise.all([1, 2, 3].map(async () => (await insertProduct(limited.database.db)).id));
      const post = (client: Client, productId: string) =>
        limited.app.request(reviewsOf(productId), {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: client.cookie },
          body: JSON.stringify({ rating: 3, text: 'Fine' }),
        });
      const statuses = [];
      for (const productId of productIds) statuses.push((await post(reviewer, productId)).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await post(other, productIds[2] ?? '')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
