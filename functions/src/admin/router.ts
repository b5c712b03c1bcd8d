// /api/admin: the dashboard's reads (figures, orders, chat ratings), user management and the assistant's teaching; each route asks
// the policy for its own action.
import { Hono } from 'hono';
import { assistantRouter } from '../assistant/index.ts';
import type { AuthEnv } from '../auth/index.ts';
import { chatFeedbackRouter } from '../chat-analytics/router.ts';
import { dashboardRouter } from '../dashboard/router.ts';
import { discountCodesRouter } from '../discounts/index.ts';
import { allOrdersRouter, orderExportRouter, type OrderDeps } from '../orders/index.ts';
import { productExportRouter } from '../products/csv-router.ts';
import { adminProductsRouter } from '../products/router.ts';
import { cannedRepliesRouter, supportAgentsRouter, ticketsRouter } from '../support/router.ts';
import type { UploadServer } from '../uploads/index.ts';
import type { Storage } from '../storage/index.ts';
import { usersRouter } from '../users/router.ts';

/** `supportReplyEmailDelayMs`: how long after a support reply it is emailed to a customer who has not read it. */
export function adminRouter(orderDeps: OrderDeps, storage: Storage, uploads: UploadServer, supportReplyEmailDelayMs: number) {
  const { db } = orderDeps;
  return new Hono<AuthEnv>()
    .route('/dashboard', dashboardRouter(db))
    .route('/users', usersRouter(db, storage))
    .route('/orders', allOrdersRouter(orderDeps))
    .route('/products', adminProductsRouter({ db, storage, uploads }))
    .route('/exports/products', productExportRouter(db, orderDeps.now))
    .route('/exports/orders', orderExportRouter(orderDeps))
    .route('/discount-codes', discountCodesRouter(db))
    .route('/chat-feedback', chatFeedbackRouter(db))
    .route('/tickets', ticketsRouter(db, { replyEmailDelayMs: supportReplyEmailDelayMs }))
    .route('/support-agents', supportAgentsRouter(db))
    .route('/canned-replies', cannedRepliesRouter(db))
    .route('/assistant', assistantRouter(db));
}
