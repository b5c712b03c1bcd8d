// Reviews of a product: keyset pages, newest first, and adding one (which fires review.created).
import { and, eq } from 'drizzle-orm';
import { productMessages } from '@shop/core/products';
import type { Review, ReviewInput, ReviewPage } from '@shop/core/reviews';
import type { UserRow } from '../auth/index.ts';
import { afterCursor, type Db, keysetPage, newestFirst, products, reviews, rowsForPage } from '../db/index.ts';
import { onReviewCreated } from '../events/index.ts';
import { notFound } from '../errors.ts';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = ({ id, userName, text, rating, createdAt }: ReviewRow): Review => ({
  id,
  userName,
  text,
  rating,
  createdAt: createdAt.toISOString(),
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

export async function addReview(db: Db, productId: string, user: UserRow, input: ReviewInput): Promise<Review> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ productId, userId: user.id, userName: reviewerName(user), text: input.text, rating: input.rating })
      .returning();
    if (!row) throw new Error('insert returned no review');
    await onReviewCreated(tx, row);
    return toReview(row);
  });
}
