// /api/account: the signed-in account's own data: GET /export downloads it as JSON (Settings' "Download my
// data"); DELETE deletes the account, confirmed by its password, and logs this browser out.
import { api } from '@shop/core/api/contract';
import { accountDeletionMessages } from '@shop/core/account-data';
import { clearSessionCookie, type AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter } from '../http/contract-router.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { deleteOwnAccount } from './delete-account.ts';
import { exportAccount } from './export.ts';

export function accountDataRouter(db: Db, storage: Storage) {
  return contractRouter<AuthEnv>('/api/account')
    .on(api.account.export, authorize('account.export'), async (c) => {
      const now = new Date();
      const data = await exportAccount(db, signedInUser(c), now);
      c.header('content-disposition', `attachment; filename="multimart-data-${now.toISOString().slice(0, 10)}.json"`);
      c.header('cache-control', 'no-store');
      return data;
    })
    .on(api.account.remove, authorize('account.delete'), async (c) => {
      await deleteOwnAccount(db, storage, signedInUser(c), c.req.valid('json').password);
      clearSessionCookie(c);
      return { message: accountDeletionMessages.done };
    }).app;
}
