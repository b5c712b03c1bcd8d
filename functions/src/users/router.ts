// /api/admin/users: the user table of the dashboard, changing an account's role or block, and deleting one.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { deleteUser, listUsers, updateUser } from './service.ts';

export function usersRouter(db: Db, storage: Storage) {
  return new Hono<AuthEnv>()
    .get('/', authorize('users.list'), validate('query', api.admin.users.query), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'))),
    )
    .patch(
      '/:id',
      authorize('users.update'),
      validate('param', api.admin.updateUser.params),
      validate('json', api.admin.updateUser.body),
      async (c) => c.json(await updateUser(db, signedInUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', authorize('users.delete'), validate('param', api.admin.removeUser.params), async (c) => {
      const { id } = c.req.valid('param');
      await deleteUser(db, storage, signedInUser(c), id);
      return c.json({ id });
    });
}
