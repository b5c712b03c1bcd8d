// GET /api/products/:id/reviews (pages of 5, newest first; the first page, which every product page asks
// for, from the read cache until a review comes in), POST (add the account's one review of the product), and
// /reviews/mine: the account's own review, to read, edit or delete. Writes are limited per account.
import { Hono, type Context } from 'hono';
import { api } from '@shop/core/api/contract';
import { productMessages } from '@shop/core/products';
import { reviewMessages } from '@shop/core/reviews';
import type { AuthEnv, UserRow } from '../auth/index.ts';
import { type Db, isForeignKeyViolation } from '../db/index.ts';
import { notFound, rateLimited } from '../errors.ts';
import { cachedRead } from '../http/cached-reads.ts';
import type { ReadCache } from '../http/read-cache.ts';
import { validate } from '../http/validate.ts';
import type { Limiter } from '../limits/index.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addReview, deleteReview, editReview, findOwnReview, listReviews } from './service.ts';

type Deps = { db: Db; reads: ReadCache; reviewWrites: Limiter };

export function reviewsRouter({ db, reads, reviewWrites }: Deps) {
  /** The writer, once its account is under the review limit. */
  async function writer(c: Context<AuthEnv>): Promise<UserRow> {
    const user = signedInUser(c);
    const answer = await reviewWrites.consume(user.id);
    if (!answer.isAllowed) throw rateLimited(reviewMessages.tooManyReviews, answer.retryAfterMs);
    return user;
  }

  return new Hono<AuthEnv>()
    .get(
      '/:id/reviews',
      cachedRead(
        'reviews.read',
        reads,
        { param: api.reviews.page.params, query: api.reviews.page.query },
        ({ param, query }) => listReviews(db, param.id, query),
        // Later pages are read by few and would only push first pages out of memory.
        { isKept: ({ query }) => query.cursor === undefined },
      ),
    )
    .post(
      '/:id/reviews',
      authorize('reviews.create'),
      validate('param', api.reviews.add.params),
      validate('json', api.reviews.add.body),
      async (c) => {
        const review = await addReview(db, c.req.valid('param').id, await writer(c), c.req.valid('json')).catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw notFound(productMessages.notFound);
          throw error;
        });
        return c.json(review, 201);
      },
    )
    .get('/:id/reviews/mine', authorize('reviews.readOwn'), validate('param', api.reviews.own.params), async (c) =>
      c.json({ review: await findOwnReview(db, c.req.valid('param').id, signedInUser(c)) }),
    )
    .patch(
      '/:id/reviews/mine',
      authorize('reviews.editOwn'),
      validate('param', api.reviews.edit.params),
      validate('json', api.reviews.edit.body),
      async (c) => c.json(await editReview(db, c.req.valid('param').id, await writer(c), c.req.valid('json'))),
    )
    .delete('/:id/reviews/mine', authorize('reviews.deleteOwn'), validate('param', api.reviews.remove.params), async (c) =>
      c.json(await deleteReview(db, c.req.valid('param').id, await writer(c))),
    );
}
