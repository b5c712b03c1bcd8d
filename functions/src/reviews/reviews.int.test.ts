import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '@shop/core/keyset';
import type { Review, ReviewPage } from '@shop/core/reviews';
import type { LiveEvent } from '@shop/core/events';
import { products, reviews, users } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { signUp, type Client } from '@shop/test-support/accounts';
import { insertProduct } from '@shop/test-support/data-generators';
import { fileTestApp } from '@shop/test-support/file-test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let shopper: Client;

const t = await fileTestApp();

beforeAll(async () => {
  shopper = await signUp(t, { username: 'Rita Reviewer' });
});

function post(productId: string, body: unknown, client: Client | null = shopper) {
  return t.app.request(`/api/products/${productId}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client ? { cookie: client.cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** "Review 1" to "Review n", oldest first, each from an account of its own. */
async function postFromMany(productId: string, n: number): Promise<void> {
  for (let index = 1; index <= n; index += 1) {
    expect((await post(productId, { rating: 4, text: `Review ${index}` }, await signUp(t))).status).toBe(201);
  }
}

async function page(productId: string, cursor?: string): Promise<ReviewPage> {
  const response = await t.app.request(`/api/products/${productId}/reviews${cursor ? `?cursor=${cursor}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReviewPage;
}

/** Runs `change` and waits until the live feed has told this instance about it (the event naming `id`, if given). */
async function announced(topic: LiveEvent['topic'], change: () => unknown, id?: string): Promise<void> {
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = t.feed.subscribe((event) => event.topic === topic && (id === undefined || event.id === id) && resolve());
  });
  await change();
  await heard;
  stop();
}

/**
 * Waits until the live feed has delivered every change announced so far. PostgreSQL delivers notifications
 * in commit order, so once a marker of our own arrives, the earlier ones have too.
 */
async function feedSettled(): Promise<void> {
  const marker = randomUUID();
  await announced('reviews', () => announce(t.database.db, { topic: 'reviews', id: marker }), marker);
}

async function productRow(id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

describe('adding a review', () => {
  it('stores it under the display name and appends the rating to the product', async () => {
    const product = await insertProduct(t.database.db, { ratings: [2] });
    const events: LiveEvent[] = [];
    const stop = t.feed.subscribe((event) => event.topic === 'products' && event.id === product.id && events.push(event));
    const response = await post(product.id, { rating: 5, text: 'Great chair' });
    expect(response.status).toBe(201);
    // Its new average may move it in the lists of its category, and of every category, and in no others.
    await expect.poll(() => events).toEqual([{ topic: 'products', id: product.id, categories: ['chair'] }]);
    stop();
    expect((await response.json()) as Review).toMatchObject({ userName: 'Rita Reviewer', rating: 5, text: 'Great chair' });
    expect(await productRow(product.id)).toMatchObject({ ratings: [2, 5], avgRating: 3.5 });
    expect((await page(product.id)).items[0]?.text).toBe('Great chair');
  });

  it('keeps every rating when 20 accounts review at once', async () => {
    const product = await insertProduct(t.database.db);
    const ratings = Array.from({ length: 20 }, (_, index) => (index % 5) + 1);
    const reviewers: Client[] = [];
    while (reviewers.length < ratings.length) reviewers.push(await signUp(t));
    const responses = await Promise.all(
      ratings.map((rating, index) => post(product.id, { rating, text: `Review ${rating}` }, reviewers[index])),
    );
    expect(responses.map((response) => response.status)).toEqual(ratings.map(() => 201));
    const row = await productRow(product.id);
    expect(row?.ratings).toHaveLength(20);
    expect([...(row?.ratings ?? [])].sort()).toEqual([...ratings].sort());
    expect(row?.avgRating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / 20, 10);
  });

  it('stores HTML and SQL in the text intact', async () => {
    const product = await insertProduct(t.database.db);
    const text = `<script>alert("x")</script> '); DROP TABLE reviews; --`;
    expect((await post(product.id, { rating: 3, text })).status).toBe(201);
    expect((await page(product.id)).items[0]?.text).toBe(text);
  });

  it.each([
    [{ rating: 0, text: 'x' }],
    [{ rating: 6, text: 'x' }],
    [{ rating: 2.5, text: 'x' }],
    [{ rating: 'five', text: 'x' }],
    [{ rating: 4, text: '   ' }],
    [{ rating: 4 }],
    [{ rating: 4, text: 'x', extra: true }],
  ])('refuses %j with a 400 and a message, writing nothing', async (body) => {
    const product = await insertProduct(t.database.db, { ratings: [4] });
    const response = await post(product.id, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).not.toBe('');
    expect(await productRow(product.id)).toMatchObject({ ratings: [4], avgRating: 4 });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });

  it('requires a login', async () => {
    const product = await insertProduct(t.database.db);
    expect((await post(product.id, { rating: 5, text: 'x' }, null)).status).toBe(401);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await post('00000000-0000-4000-8000-000000000000', { rating: 5, text: 'x' })).status).toBe(404);
    expect((await post('not-an-id', { rating: 5, text: 'x' })).status).toBe(400);
  });

  it('names the review by email when the display name is blank', async () => {
    const product = await insertProduct(t.database.db);
    const blank = await signUp(t, { username: 'Temp' });
    await t.database.db.update(users).set({ displayName: '' }).where(eq(users.id, blank.user.uid));
    const response = await post(product.id, { rating: 4, text: 'Nice' }, blank);
    expect(((await response.json()) as Review).userName).toBe(blank.user.email);
  });
});

describe('pages of reviews', () => {
  it('come 5 at a time, newest first, following the cursor: 12 reviews give 5, 5, 2', async () => {
    const product = await insertProduct(t.database.db);
    await postFromMany(product.id, 12);
    const first = await page(product.id);
    const second = await page(product.id, first.nextCursor ?? undefined);
    const third = await page(product.id, second.nextCursor ?? undefined);
    expect(first.items.map((r) => r.text)).toEqual(['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8']);
    expect(second.items.map((r) => r.text)).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3']);
    expect(third.items.map((r) => r.text)).toEqual(['Review 2', 'Review 1']);
    expect(third.nextCursor).toBeNull();
  });

  it('offer no cursor after a full page that is the last: 5 reviews are one page, with nothing more to load', async () => {
    const product = await insertProduct(t.database.db);
    await postFromMany(product.id, 5);
    const first = await page(product.id);
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toBeNull();
  });

  it('is empty with no cursor for a product without reviews', async () => {
    const product = await insertProduct(t.database.db);
    expect(await page(product.id)).toEqual({ items: [], nextCursor: null });
  });

  it('answers 404 for an unknown or deleted product, with or without a cursor', async () => {
    const product = await insertProduct(t.database.db);
    expect((await post(product.id, { rating: 4, text: 'Soon gone' })).status).toBe(201);
    const [review] = (await page(product.id)).items;
    expect(review).toBeDefined();
    const cursor = review ? encodeCursor(review.createdAt, review.id) : '';
    await t.database.db.delete(products).where(eq(products.id, product.id));
    await announced('products', () => announce(t.database.db, { topic: 'products', id: product.id }));
    const paths = [`${product.id}/reviews`, `${product.id}/reviews?cursor=${cursor}`, `${UNKNOWN_ID}/reviews`];
    for (const path of paths) expect((await t.app.request(`/api/products/${path}`)).status, path).toBe(404);
  });

  it('serves every page from memory until a review comes in', async () => {
    const product = await insertProduct(t.database.db);
    await postFromMany(product.id, 6);
    // On PostgreSQL a review's notification can arrive after its POST has answered, and would empty the cache below.
    await feedSettled();
    const first = await t.app.request(`/api/products/${product.id}/reviews`);
    const { nextCursor } = (await first.json()) as ReviewPage;
    const later = `/api/products/${product.id}/reviews?cursor=${nextCursor ?? ''}`;
    const second = await t.app.request(later);
    // The newest review and the oldest, written behind the app's back without announcing them: only a read of the
    // database sees them.
    await t.database.db.insert(reviews).values([
      { productId: product.id, userName: 'Quiet', text: 'Unannounced', rating: 1 },
      { productId: product.id, userName: 'Old', text: 'Unannounced old', rating: 2, createdAt: new Date(2000, 0, 1) },
    ]);
    const again = await t.app.request(`/api/products/${product.id}/reviews`);
    expect(again.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(((await again.json()) as ReviewPage).items.map((r) => r.text)).toEqual([
      'Review 6',
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
    ]);
    const secondAgain = await t.app.request(later);
    expect(secondAgain.headers.get('etag')).toBe(second.headers.get('etag'));
    expect(((await secondAgain.json()) as ReviewPage).items.map((r) => r.text)).toEqual(['Review 1']);

    await announced('reviews', async () => post(product.id, { rating: 5, text: 'Review 7' }, await signUp(t)));
    expect((await page(product.id)).items.map((r) => r.text)).toEqual(['Review 7', 'Unannounced', 'Review 6', 'Review 5', 'Review 4']);
    expect((await page(product.id, nextCursor ?? undefined)).items.map((r) => r.text)).toEqual(['Review 1', 'Unannounced old']);
  });

  it('refuses a malformed cursor', async () => {
    const product = await insertProduct(t.database.db);
    const response = await t.app.request(`/api/products/${product.id}/reviews?cursor=garbage`);
    expect(response.status).toBe(400);
  });
});
