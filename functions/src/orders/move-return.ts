// An admin moves a return on: accepts it (its slip is then valid, and the email links to the order's page that offers it), declines it with
// the reason the customer is told, or marks its items received (they go back on the shelf). The order's row
// is locked while the move is decided, so two admins acting at once are decided one after the other.
import { and, eq } from 'drizzle-orm';
import { orderMessages, type Order } from '@shop/core/orders';
import { decideReturnMove, returnMessages, returnNumber, type ReturnStatus } from '@shop/core/orders/returns';
import { orderPagePath } from '@shop/core/pages';
import { orderItems, orderReturns, orders } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import { returnAcceptedEmail, returnDeclinedEmail, returnReceivedEmail } from '../mail/index.ts';
import type { OrderDeps } from './deps.ts';
import { loadOrder } from './read-orders.ts';
import { putBackStock } from './shelf.ts';
import { recordReturnStep, type ReturnStep } from './return-step.ts';

export type ReturnMoveRequest = { to: 'accepted' } | { to: 'declined'; reason: string } | { to: 'received' };

function emailFor(deps: OrderDeps, orderId: string, move: ReturnMoveRequest): ReturnStep['email'] {
  if (move.to === 'accepted') {
    return (to, order, ret) => returnAcceptedEmail(to, order, ret, `${deps.publicUrl}${orderPagePath(orderId)}`);
  }
  return move.to === 'declined' ? returnDeclinedEmail : returnReceivedEmail;
}

export async function moveReturn(
  deps: OrderDeps,
  ids: { orderId: string; returnId: string },
  adminId: string,
  move: ReturnMoveRequest,
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, ids.orderId)).for('update');
    if (!row) throw notFound(orderMessages.notFound);
    const [current] = await tx
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.id, ids.returnId), eq(orderReturns.orderId, ids.orderId)));
    if (!current) throw notFound(returnMessages.notFound);
    const decision = decideReturnMove(returnNumber(current.number), current.status, move.to);
    if (!decision.allowed) throw conflict(decision.message, { code: 'return_refused' });
    const status: ReturnStatus = move.to;
    const [moved] = await tx
      .update(orderReturns)
      .set({ status, ...(move.to === 'declined' ? { declineReason: move.reason } : {}) })
      .where(eq(orderReturns.id, current.id))
      .returning();
    if (!moved) throw notFound(returnMessages.notFound);
    if (move.to === 'received') {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, ids.orderId));
      await putBackStock(
        tx,
        moved.lines.flatMap(({ lineId, quantity }) => {
          const item = items.find((candidate) => candidate.id === lineId);
          return item?.productId ? [{ productId: item.productId, variantId: item.variantId, quantity }] : [];
        }),
      );
    }
    await recordReturnStep(tx, row, {
      returnRow: moved,
      actor: 'admin',
      actorUserId: adminId,
      note: move.to === 'declined' ? move.reason : null,
      now: deps.now(),
      email: emailFor(deps, ids.orderId, move),
    });
  });
  deps.wakeWorker();
  return loadOrder(deps.db, ids.orderId);
}
