// /api/admin: the dashboard's reads (figures, orders, chat ratings) and user management; each route asks
// the policy for its own action.
import { Hono } from 'hono';
import type { AuthEnv } from '../auth/current-user.ts';
import { chatFeedbackRouter } from '../chat-analytics/router.ts';
import { dashboardRouter } from '../dashboard/router.ts';
import type { Db } from '../db/client.ts';
import { allOrdersRouter } from '../orders/all-orders-router.ts';
import type { Storage } from '../storage/storage.ts';
import { usersRouter } from '../users/router.ts';

export function adminRouter(db: Db, storage: Storage) {
  return new Hono<AuthEnv>()
    .route('/dashboard', dashboardRouter(db))
    .route('/users', usersRouter(db, storage))
    .route('/orders', allOrdersRouter(db))
    .route('/chat-feedback', chatFeedbackRouter(db));
}
