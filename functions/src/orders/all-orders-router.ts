// /api/admin/orders: every order with its status, lines, totals and billing name.
import { Hono } from 'hono';
import { allOrdersQuerySchema } from '@shop/core/all-orders';
import type { AuthEnv } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { validate } from '../http/validate.ts';
import { authorize } from '../policy.ts';
import { listAllOrders } from './all-orders.ts';

export function allOrdersRouter(db: Db) {
  return new Hono<AuthEnv>().get('/', authorize('orders.readAll'), validate('query', allOrdersQuerySchema), async (c) =>
    c.json(await listAllOrders(db, c.req.valid('query'))),
  );
}
