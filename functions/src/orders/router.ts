// POST /api/orders (checkout), GET /api/orders (own, newest first), GET /api/orders/:id (own),
// POST /api/orders/:id/confirm (after Stripe.js confirmed a payment in the browser).
import { Hono } from 'hono';
import { z } from 'zod';
import { orderIdSchema, orderRequestSchema, type OrderList } from '@shop/core/orders';
import type { AuthEnv } from '../auth/current-user.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import { confirmPayment } from './confirm-payment.ts';
import type { OrderDeps } from './deps.ts';
import { placeOrder } from './place-order.ts';
import { getOwnOrder, listOwnOrders } from './read-orders.ts';

const params = z.object({ id: orderIdSchema });

export function ordersRouter(deps: OrderDeps) {
  const { db } = deps;
  return new Hono<AuthEnv>()
    .post('/', authorize('orders.create'), validate('json', orderRequestSchema), async (c) => {
      const { isNew, ...placed } = await placeOrder(deps, signedInUser(c), c.req.valid('json'));
      return c.json(placed, isNew ? 201 : 200);
    })
    .get('/', authorize('orders.readOwn'), async (c) => c.json({ items: await listOwnOrders(db, signedInUser(c).id) } satisfies OrderList))
    .get('/:id', authorize('orders.readOwn'), validate('param', params), async (c) =>
      c.json(await getOwnOrder(db, signedInUser(c).id, c.req.valid('param').id)),
    )
    .post('/:id/confirm', authorize('orders.create'), validate('param', params), async (c) =>
      c.json(await confirmPayment(deps, signedInUser(c).id, c.req.valid('param').id)),
    );
}
