// GET /api/products/:id/reviews (pages of 5, newest first, from the read cache until a review comes in: the first
// page, which every product page asks for, apart from later ones), POST (add the account's one review of the
// product), and /reviews/mine: the account's own review, to read, edit or delete. Writes are limited per account.
import type { Context } from 'hono';
import { api } from '@shop/core/api/contract';
import { productMessages } from '@shop/core/products';
import { reviewMessages } from '@shop/core/reviews';
import type { AuthEnv, UserRow } from '../auth/index.ts';
import { type Db, isForeignKeyViolation } from '../db/index.ts';
import { notFound, rateLimited } from '../errors.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import type { ReadCache } from '../http/read-cache.ts';
import type { Limiter } from '../limits/index.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addReview, deleteReview, editReview, findOwnReview, listReviews } from './service.ts';

type Deps = {
  db: Db;
  reads: ReadCache;
  /** Pages after the first, kept apart so that they never push first pages out. */
  laterPages: ReadCache;
  reviewWrites: Limiter;
};

export function reviewsRouter({ db, reads, laterPages, reviewWrites }: Deps) {
  /** The writer, once its account is under the review limit. */
  async function writer(c: Context<AuthEnv>): Promise<UserRow> {
    const user = signedInUser(c);
    const answer = await reviewWrites.consume(user.id);
    if (!answer.isAllowed) throw rateLimited(reviewMessages.tooManyReviews, answer.retryAfterMs);
    return user;
  }

  return contractRouter<AuthEnv>('/api/products')
    .read(api.reviews.page, 'reviews.read', reads, ({ param, query }) => listReviews(db, param.id, query), {
      laterPages: { isLaterPage: ({ query }) => query.cursor !== undefined, reads: laterPages },
    })
    .on(api.reviews.add, authorize('reviews.create'), async (c) => {
      const review = await addReview(db, c.req.valid('param').id, await writer(c), c.req.valid('json')).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw notFound(productMessages.notFound);
        throw error;
      });
      return created(review);
    })
    .on(api.reviews.own, authorize('reviews.readOwn'), async (c) => ({
      review: await findOwnReview(db, c.req.valid('param').id, signedInUser(c)),
    }))
    .on(api.reviews.edit, authorize('reviews.editOwn'), async (c) =>
      editReview(db, c.req.valid('param').id, await writer(c), c.req.valid('json')),
    )
    .on(api.reviews.remove, authorize('reviews.deleteOwn'), async (c) => deleteReview(db, c.req.valid('param').id, await writer(c))).app;
}
