// /api/admin/users: the user table of the dashboard, and deleting an account.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { deleteUser, listUsers } from './service.ts';

export function usersRouter(db: Db, storage: Storage) {
  return new Hono<AuthEnv>()
    .get('/', authorize('users.list'), validate('query', api.admin.users.query), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'))),
    )
    .delete('/:id', authorize('users.delete'), validate('param', api.admin.removeUser.params), async (c) => {
      const { id } = c.req.valid('param');
      await deleteUser(db, storage, signedInUser(c), id);
      return c.json({ id });
    });
}
