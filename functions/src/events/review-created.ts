// review.created (what a Firestore trigger did in the original design): runs in the transaction that inserted the
// review. One UPDATE appends the rating and rewrites the mean from the row it locks, so concurrent
// reviews queue on the product row and none is lost.
import { eq, sql } from 'drizzle-orm';
import { type Db, products } from '../db/index.ts';
import { announce } from './live-feed.ts';

export async function onReviewCreated(tx: Db, review: { productId: string; rating: number }): Promise<void> {
  const appended = sql`array_append(${products.ratings}, ${review.rating}::integer)`;
  await tx
    .update(products)
    .set({ ratings: appended, avgRating: sql`(SELECT avg(value) FROM unnest(${appended}) AS value)` })
    .where(eq(products.id, review.productId));
  await announce(tx, { topic: 'reviews', id: review.productId });
  await announce(tx, { topic: 'products', id: review.productId });
}
