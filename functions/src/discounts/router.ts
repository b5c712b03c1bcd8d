// /api/admin/discount-codes: the admin's codes with their uses, a new code, pausing one, and the orders placed with one.
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import { authorize } from '../policy.ts';
import { createDiscountCode, discountCodeUses, listDiscountCodes, pauseDiscountCode } from './service.ts';

export function discountCodesRouter(db: Db) {
  return contractRouter<AuthEnv>('/api/admin/discount-codes')
    .on(api.admin.discountCodes, authorize('discountCodes.manage'), () => listDiscountCodes(db))
    .on(api.admin.createDiscountCode, authorize('discountCodes.manage'), async (c) =>
      created(await createDiscountCode(db, c.req.valid('json'))),
    )
    .on(api.admin.updateDiscountCode, authorize('discountCodes.manage'), (c) =>
      pauseDiscountCode(db, c.req.valid('param').id, c.req.valid('json').isPaused),
    )
    .on(api.admin.discountCodeUses, authorize('discountCodes.manage'), (c) => discountCodeUses(db, c.req.valid('param').id)).app;
}
