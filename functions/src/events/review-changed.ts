// A review added, edited or deleted, in the transaction that wrote it. One UPDATE takes the old rating out of
// the product's ratings (one occurrence), puts the new one in and rewrites the mean from the row it locks, so
// concurrent reviews queue on the product row and none is lost.
import { eq, sql, type SQL } from 'drizzle-orm';
import { type Db, products } from '../db/index.ts';
import { announce } from './live-feed.ts';

export type RatingChange = { productId: string; added?: number; removed?: number };

function withoutOne(ratings: SQL, rating: number): SQL {
  const at = sql`array_position(${ratings}, ${rating}::integer)`;
  return sql`(CASE WHEN ${at} IS NULL THEN ${ratings} ELSE ${ratings}[:${at} - 1] || ${ratings}[${at} + 1:] END)`;
}

export async function onReviewChanged(tx: Db, change: RatingChange): Promise<void> {
  let ratings: SQL = sql`${products.ratings}`;
  if (change.removed !== undefined) ratings = withoutOne(ratings, change.removed);
  if (change.added !== undefined) ratings = sql`array_append(${ratings}, ${change.added}::integer)`;
  const [product] = await tx
    .update(products)
    .set({ ratings, avgRating: sql`coalesce((SELECT avg(value) FROM unnest(${ratings}) AS value), 0)` })
    .where(eq(products.id, change.productId))
    .returning({ category: products.category });
  await announce(tx, { topic: 'reviews', id: change.productId });
  // Its average may move it in the lists sorted or filtered by rating: those of its category and of every one.
  await announce(tx, { topic: 'products', id: change.productId, ...(product && { categories: [product.category] }) });
}
