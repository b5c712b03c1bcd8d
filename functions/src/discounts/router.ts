// /api/admin/discount-codes: the admin's codes with their uses, a new code, pausing one, and the orders placed with one.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { validate } from '../http/validate.ts';
import { authorize } from '../policy.ts';
import { createDiscountCode, discountCodeUses, listDiscountCodes, pauseDiscountCode } from './service.ts';

export function discountCodesRouter(db: Db) {
  return new Hono<AuthEnv>()
    .get('/', authorize('discountCodes.manage'), async (c) => c.json(await listDiscountCodes(db)))
    .post('/', authorize('discountCodes.manage'), validate('json', api.admin.createDiscountCode.body), async (c) =>
      c.json(await createDiscountCode(db, c.req.valid('json')), 201),
    )
    .patch(
      '/:id',
      authorize('discountCodes.manage'),
      validate('param', api.admin.updateDiscountCode.params),
      validate('json', api.admin.updateDiscountCode.body),
      async (c) => c.json(await pauseDiscountCode(db, c.req.valid('param').id, c.req.valid('json').isPaused)),
    )
    .get('/:id/uses', authorize('discountCodes.manage'), validate('param', api.admin.discountCodeUses.params), async (c) =>
      c.json(await discountCodeUses(db, c.req.valid('param').id)),
    );
}
