// GET /api/products/:id/reviews (pages of 5, newest first) and POST (add one, logged in).
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import { productMessages } from '@shop/core/products';
import type { AuthEnv } from '../auth/index.ts';
import { type Db, isForeignKeyViolation } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addReview, listReviews } from './service.ts';

export function reviewsRouter(db: Db) {
  return new Hono<AuthEnv>()
    .get(
      '/:id/reviews',
      authorize('reviews.read'),
      validate('param', api.reviews.page.params),
      validate('query', api.reviews.page.query),
      async (c) => c.json(await listReviews(db, c.req.valid('param').id, c.req.valid('query'))),
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
