// /api/account/export: the signed-in account's data as a JSON download (Settings' "Download my data").
import { Hono } from 'hono';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { authorize, signedInUser } from '../policy.ts';
import { exportAccount } from './export.ts';

export function accountDataRouter(db: Db) {
  return new Hono<AuthEnv>().get('/export', authorize('account.export'), async (c) => {
    const now = new Date();
    const data = await exportAccount(db, signedInUser(c), now);
    c.header('content-disposition', `attachment; filename="multimart-data-${now.toISOString().slice(0, 10)}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(data);
  });
}
