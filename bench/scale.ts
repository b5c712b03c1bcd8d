// Does latency stay flat as data grows? Review pages (the first from the database, a deep one by cursor
// through the real HTTP app) and name search (the database query), at 1k and 100k rows on the embedded
// database, in one run.
import { sql } from 'drizzle-orm';
import type { ReviewPage } from '@shop/core/reviews';
import { REVIEW_PAGE_SIZE } from '@shop/core/constants';
import { listProducts } from '@shop/functions/products';
import { listReviews } from '@shop/functions/reviews';
import { insertProduct } from '@shop/test-support/data-generators';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';
import { medianMs } from './stats.ts';

const ROUNDS = 200;

async function addReviews(t: TestApp, productId: string, count: number) {
  await t.database.db.execute(sql`
    INSERT INTO reviews (product_id, user_name, text, rating, created_at)
    SELECT ${productId}::uuid, 'Bench ' || n, 'Review text number ' || n, 1 + n % 5, now() - n * interval '1 second'
    FROM generate_series(1, ${count}) AS n`);
}

async function addProducts(t: TestApp, count: number) {
  await t.database.db.execute(sql`
    INSERT INTO products (product_name, short_desc, description, category, price, img_url, img_src_set)
    SELECT 'Item ' || md5(n::text) || ' ' || (ARRAY['Sofa','Chair','Watch','Phone','Speaker'])[1 + n % 5], 's', 'd',
           (ARRAY['sofa','chair','watch','mobile','wireless'])[1 + n % 5]::product_category, 100 + n, '/x', ''
    FROM generate_series(1, ${count}) AS n`);
  await t.database.db.execute(sql`ANALYZE products`);
}

async function measureAt(rows: number) {
  const t = await createTestApp();
  try {
    // The search looks for one product among many, so the match count stays the same at every size.
    const product = await insertProduct(t.database.db, { productName: 'Zephyr Reading Chair' });
    await addReviews(t, product.id, rows);
    await t.database.db.execute(sql`ANALYZE reviews`);
    await addProducts(t, rows);
    const get = async (path: string) => {
      const response = await t.app.request(path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    };
    // A cursor deep into the list: the page after the review at 90 % of the way.
    let cursor: string | null = null;
    const deepPath = `/api/products/${product.id}/reviews?limit=50`;
    for (let page = 0; page < Math.min(18, rows / 50 - 1); page += 1) {
      cursor = ((await get(`${deepPath}${cursor ? `&cursor=${cursor}` : ''}`)) as ReviewPage).nextCursor;
    }
    return {
      // The first page through the service, not HTTP: the API keeps it in memory, and this measures the database.
      firstPage: await medianMs(ROUNDS, () => listReviews(t.database.db, product.id, { limit: REVIEW_PAGE_SIZE })),
      deepPage: await medianMs(ROUNDS, () => get(`/api/products/${product.id}/reviews?cursor=${cursor}`)),
      // Through the service too: the API keeps answered lists in memory.
      search: await medianMs(ROUNDS, () =>
        listProducts(t.database.db, { category: 'all', sort: 'default', q: 'zephyr', page: 1, pageSize: 12 }),
      ),
    };
  } finally {
    await t.close();
  }
}

export async function benchScale() {
  const small = await measureAt(1_000);
  const large = await measureAt(100_000);
  return {
    small,
    large,
    reviewRatio: large.firstPage / small.firstPage,
    deepReviewRatio: large.deepPage / small.deepPage,
    searchRatio: large.search / small.search,
  };
}
