// GET /api/products/:id/reviews (pages of 5, newest first; the first page, which every product page asks
// for, from the read cache until a review comes in) and POST (add one, logged in).
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import { productMessages } from '@shop/core/products';
import type { AuthEnv } from '../auth/index.ts';
import { type Db, isForeignKeyViolation } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { cachedRead } from '../http/cached-reads.ts';
import type { ReadCache } from '../http/read-cache.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addReview, listReviews } from './service.ts';

export function reviewsRouter(db: Db, reads: ReadCache) {
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
        const review = await addReview(db, c.req.valid('param').id, signedInUser(c), c.req.valid('json')).catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw notFound(productMessages.notFound);
          throw error;
        });
        return c.json(review, 201);
      },
    );
}
