// Reviews of a product: keyset pages, newest first, and each account's one review of a product, which it
// adds, edits or deletes; the product's ratings and average follow in the same transaction.
import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { productMessages } from '@shop/core/products';
import { reviewMessages, type Review, type ReviewInput, type ReviewPage } from '@shop/core/reviews';
import type { UserRow } from '../auth/index.ts';
import {
  afterCursor,
  type Db,
  isUniqueViolation,
  keysetPage,
  newestFirst,
  orderItems,
  orders,
  products,
  reviews,
  rowsForPage,
} from '../db/index.ts';
import { onReviewChanged } from '../events/index.ts';
import { conflict, notFound } from '../errors.ts';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = ({ id, userName, text, rating, createdAt, isVerifiedBuyer }: ReviewRow): Review => ({
  id,
  userName,
  text,
  rating,
  createdAt: createdAt.toISOString(),
  isVerifiedBuyer,
});

async function assertProductExists(db: Db, productId: string): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(productMessages.notFound);
}

export async function listReviews(db: Db, productId: string, page: { cursor?: string | undefined; limit: number }): Promise<ReviewPage> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), afterCursor(reviews, page.cursor)))
    .orderBy(...newestFirst(reviews))
    .limit(rowsForPage(page.limit));
  // Only an empty page has to tell "no reviews (yet)" from "no such product": one query on the busy path.
  if (rows.length === 0) await assertProductExists(db, productId);
  return keysetPage(rows.map(toReview), page.limit);
}

/** The name on a review: the display name, or the email when there is none. */
export const reviewerName = (user: Pick<UserRow, 'displayName' | 'email'>) => user.displayName.trim() || user.email;

/** A verified buyer has an order of the product whose payment went through (whatever became of it later). */
const hasPaidFor = (userId: string, productId: string) =>
  exists(
    sql`(SELECT 1 FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
      WHERE ${orders.userId} = ${userId} AND ${orderItems.productId} = ${productId} AND ${isNotNull(orders.paidAt)})`,
  );

async function isVerifiedBuyer(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db.select({ isVerified: hasPaidFor(userId, productId) }).from(sql`(SELECT 1) AS one`);
  return row?.isVerified === true;
}

const ownReview = (productId: string, user: UserRow) => and(eq(reviews.productId, productId), eq(reviews.userId, user.id));

export async function findOwnReview(db: Db, productId: string, user: UserRow): Promise<Review | null> {
  const [row] = await db.select().from(reviews).where(ownReview(productId, user));
  if (!row) await assertProductExists(db, productId);
  return row ? toReview(row) : null;
}

export async function addReview(db: Db, productId: string, user: UserRow, input: ReviewInput): Promise<Review> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          productId,
          userId: user.id,
          userName: reviewerName(user),
          text: input.text,
          rating: input.rating,
          isVerifiedBuyer: await isVerifiedBuyer(tx, user.id, productId),
        })
        .returning();
      if (!row) throw new Error('insert returned no review');
      await onReviewChanged(tx, { productId, added: row.rating });
      return toReview(row);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(reviewMessages.alreadyReviewed, { code: 'review_exists' });
      throw error;
    });
}

export async function editReview(db: Db, productId: string, user: UserRow, input: ReviewInput): Promise<Review> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(ownReview(productId, user)).for('update');
    if (!before) throw notFound(reviewMessages.noReviewYet);
    const [row] = await tx
      .update(reviews)
      .set({
        text: input.text,
        rating: input.rating,
        userName: reviewerName(user),
        isVerifiedBuyer: await isVerifiedBuyer(tx, user.id, productId),
      })
      .where(eq(reviews.id, before.id))
      .returning();
    if (!row) throw new Error('update returned no review');
    await onReviewChanged(tx, { productId, removed: before.rating, added: row.rating });
    return toReview(row);
  });
}

export async function deleteReview(db: Db, productId: string, user: UserRow): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(reviews).where(ownReview(productId, user)).returning();
    if (!row) throw notFound(reviewMessages.noReviewYet);
    await onReviewChanged(tx, { productId, removed: row.rating });
    return { id: row.id };
  });
}
