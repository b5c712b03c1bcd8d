// The owner asks to return some or all of a delivered order's items, with a reason. The order's row is locked
// while the request is decided and recorded, so two requests at once are decided one after the other and
// together never return more than was bought. The order moves to Return requested, the timeline shows the
// request and the customer is sent an acknowledgement, all in one transaction.
import { and, eq } from 'drizzle-orm';
import { isWithinReturnWindow, lifecycleMessages } from '@shop/core/order-lifecycle';
import { orderMessages, type Order } from '@shop/core/orders';
import { decideReturn, RETURNABLE_ORDER_STATUSES, type ReturnRequest } from '@shop/core/orders/returns';
import { orderItems, orderRefunds, orderReturns, orders } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import { returnRequestedEmail } from '../mail/index.ts';
import type { OrderDeps } from './deps.ts';
import { loadOrder } from './read-orders.ts';
import { recordReturnStep } from './return-step.ts';

/** Another's order answers 404 like a missing one. */
export async function requestReturn(deps: OrderDeps, orderId: string, userId: string, request: ReturnRequest): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!row) throw notFound(orderMessages.notFound);
    const now = deps.now();
    if (!RETURNABLE_ORDER_STATUSES.includes(row.status)) {
      throw conflict(lifecycleMessages.cannotReturn(row.status), { code: 'transition_refused' });
    }
    if (!isWithinReturnWindow(row.deliveredAt, now)) throw conflict(lifecycleMessages.returnWindowClosed, { code: 'transition_refused' });
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const returns = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
    const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const decision = decideReturn({ items, returns, refunds }, request.items);
    if (!decision.ok) throw conflict(decision.message, { code: 'return_refused' });
    const [created] = await tx
      .insert(orderReturns)
      .values({ orderId, reason: request.reason, lines: decision.lines, createdAt: now })
      .returning();
    if (!created) throw new Error('The return was not recorded.');
    await recordReturnStep(tx, row, {
      returnRow: created,
      actor: 'owner',
      actorUserId: userId,
      note: request.reason,
      now,
      email: (to, order, ret) => returnRequestedEmail(to, order, ret),
    });
  });
  deps.wakeWorker();
  return loadOrder(deps.db, orderId);
}
