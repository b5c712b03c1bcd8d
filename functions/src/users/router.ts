// /api/admin/users: the user table of the dashboard, and deleting an account.
import { Hono } from 'hono';
import { z } from 'zod';
import { userIdSchema, userListQuerySchema } from '@shop/core/users';
import type { AuthEnv } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteUser, listUsers } from './service.ts';

export function usersRouter(db: Db, storage: Storage) {
  return new Hono<AuthEnv>()
    .get('/', authorize('users.list'), validate('query', userListQuerySchema), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'))),
    )
    .delete('/:id', authorize('users.delete'), validate('param', z.object({ id: userIdSchema })), async (c) => {
      const { id } = c.req.valid('param');
      await deleteUser(db, storage, signedInUser(c), id);
      return c.json({ id });
    });
}
