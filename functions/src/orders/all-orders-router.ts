// /api/admin/orders: every order but declined payments, filtered and searched; one order; and the
// admin's moves along the lifecycle, refunds and a return's steps.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { listAllOrders } from './all-orders.ts';
import type { OrderDeps } from './deps.ts';
import { loadOrder } from './read-orders.ts';
import { refundOrder } from './refund-order.ts';
import { transitionOrder } from './transition-order.ts';
import { moveReturn } from './move-return.ts';

const returnIds = ({ id, returnId }: { id: string; returnId: string }) => ({ orderId: id, returnId });

export function allOrdersRouter(deps: OrderDeps) {
  return new Hono<AuthEnv>()
    .get('/', authorize('orders.readAll'), validate('query', api.admin.orders.query), async (c) =>
      c.json(await listAllOrders(deps.db, c.req.valid('query'))),
    )
    .get('/:id', authorize('orders.readAll'), validate('param', api.admin.order.params), async (c) =>
      c.json(await loadOrder(deps.db, c.req.valid('param').id)),
    )
    .post(
      '/:id/transition',
      authorize('orders.manage'),
      validate('param', api.admin.transitionOrder.params),
      validate('json', api.admin.transitionOrder.body),
      async (c) => {
        const { to, carrier, trackingNumber, note } = c.req.valid('json');
        return c.json(
          await transitionOrder(deps, {
            orderId: c.req.valid('param').id,
            to,
            by: { actor: 'admin', userId: signedInUser(c).id },
            carrier,
            trackingNumber,
            note,
          }),
        );
      },
    )
    .post(
      '/:id/refunds',
      authorize('orders.manage'),
      validate('param', api.admin.refundOrder.params),
      validate('json', api.admin.refundOrder.body),
      async (c) => c.json(await refundOrder(deps, c.req.valid('param').id, signedInUser(c).id, c.req.valid('json')), 201),
    )
    .post('/:id/returns/:returnId/accept', authorize('orders.manageReturns'), validate('param', api.admin.acceptReturn.params), async (c) =>
      c.json(await moveReturn(deps, returnIds(c.req.valid('param')), signedInUser(c).id, { to: 'accepted' })),
    )
    .post(
      '/:id/returns/:returnId/decline',
      authorize('orders.manageReturns'),
      validate('param', api.admin.declineReturn.params),
      validate('json', api.admin.declineReturn.body),
      async (c) =>
        c.json(
          await moveReturn(deps, returnIds(c.req.valid('param')), signedInUser(c).id, {
            to: 'declined',
            reason: c.req.valid('json').reason,
          }),
        ),
    )
    .post(
      '/:id/returns/:returnId/receive',
      authorize('orders.manageReturns'),
      validate('param', api.admin.receiveReturn.params),
      async (c) => c.json(await moveReturn(deps, returnIds(c.req.valid('param')), signedInUser(c).id, { to: 'received' })),
    );
}
