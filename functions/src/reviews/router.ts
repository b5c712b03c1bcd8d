// GET /api/products/:id/reviews (pages of 5, newest first) and POST (add one, logged in).
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '@shop/core/products';
import { reviewInputSchema, reviewPageQuerySchema } from '@shop/core/reviews';
import type { AuthEnv } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/errors.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { addReview, listReviews } from './service.ts';

const params = z.object({ id: productIdSchema });

export function reviewsRouter(db: Db) {
  return new Hono<AuthEnv>()
    .get('/:id/reviews', authorize('reviews.read'), validate('param', params), validate('query', reviewPageQuerySchema), async (c) =>
      c.json(await listReviews(db, c.req.valid('param').id, c.req.valid('query'))),
    )
    .post('/:id/reviews', authorize('reviews.create'), validate('param', params), validate('json', reviewInputSchema), async (c) => {
      const review = await addReview(db, c.req.valid('param').id, signedInUser(c), c.req.valid('json')).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw notFound('Product not found.');
        throw error;
      });
      return c.json(review, 201);
    });
}
