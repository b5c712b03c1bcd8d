// /api/admin/users: the user table of the dashboard, changing an account's role or block, and deleting one.
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter } from '../http/contract-router.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { deleteUser, listUsers, updateUser } from './service.ts';

export function usersRouter(db: Db, storage: Storage) {
  return contractRouter<AuthEnv>('/api/admin/users')
    .on(api.admin.users, authorize('users.list'), (c) => listUsers(db, c.req.valid('query')))
    .on(api.admin.updateUser, authorize('users.update'), (c) =>
      updateUser(db, signedInUser(c), c.req.valid('param').id, c.req.valid('json')),
    )
    .on(api.admin.removeUser, authorize('users.delete'), async (c) => {
      const { id } = c.req.valid('param');
      await deleteUser(db, storage, signedInUser(c), id);
      return { id };
    }).app;
}
