// Moves an order to a new status inside the caller's transaction: the conditional status update, the
// timeline event, stock back on the shelf, the refund and the email, all committed together or not at all.
import { and, eq } from 'drizzle-orm';
import { lifecycleMessages, REFUNDING_STATUSES, RESTOCKING_STATUSES, type OrderActor, type OrderStatus } from '@shop/core/order-lifecycle';
import type { Order } from '@shop/core/orders';
import { type Db, orderEvents, orderItems, orders } from '../db/index.ts';
import { conflict } from '../errors.ts';
import { announce } from '../events/index.ts';
import { orderCancelledEmail, orderConfirmationEmail, orderRefundedEmail, orderShippedEmail, returnAcceptedEmail } from '../mail/index.ts';
import { enqueue, type EmailJob } from '../outbox/index.ts';
import { loadOrder } from './read-orders.ts';
import { putBackStock } from './shelf.ts';
import type { OrderRow } from './to-order.ts';

export type TransitionChange = {
  to: OrderStatus;
  actor: OrderActor;
  actorUserId: string | null;
  note?: string | null | undefined;
  /** Other columns the move sets (payment details, tracking). */
  set?: Partial<typeof orders.$inferInsert>;
};

function emailFor(to: OrderStatus, order: Order): EmailJob | null {
  switch (to) {
    case 'paid':
      return orderConfirmationEmail(order);
    case 'shipped':
      return order.carrier && order.trackingNumber ? orderShippedEmail(order, order.carrier, order.trackingNumber) : null;
    case 'cancelled':
      return orderCancelledEmail(order);
    case 'returned':
      return returnAcceptedEmail(order);
    case 'refunded':
      return orderRefundedEmail(order);
    default:
      return null;
  }
}

async function restock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await putBackStock(
    tx,
    lines.flatMap(({ productId, ...line }) => (productId ? [{ productId, ...line }] : [])),
  );
}

/**
 * `row` must be the order as read in this transaction. The update only lands while the order is still in
 * `row.status`, so of two moves racing on one order only the first commits; the other is told it changed.
 */
export async function applyTransition(tx: Db, row: OrderRow, change: TransitionChange, now: Date): Promise<void> {
  const { to } = change;
  const isRefund = REFUNDING_STATUSES.includes(to) && row.paymentReference !== null && row.paidAt !== null;
  const updated = await tx
    .update(orders)
    .set({
      ...change.set,
      status: to,
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
      ...(isRefund ? { refundAmount: row.total, refundStatus: 'pending' as const, refundCreatedAt: now } : {}),
    })
    .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw conflict(lifecycleMessages.changedMeanwhile, { code: 'order_changed' });
  await tx.insert(orderEvents).values({
    orderId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor: change.actor,
    actorUserId: change.actorUserId,
    note: change.note ?? null,
    createdAt: now,
  });
  if (RESTOCKING_STATUSES.includes(to)) await restock(tx, row.id);
  if (isRefund && row.paymentReference) {
    await enqueue(tx, {
      kind: 'refund',
      payload: {
        orderId: row.id,
        paymentProvider: row.paymentProvider,
        paymentReference: row.paymentReference,
        amount: row.total,
        idempotencyKey: `refund-${row.id}`,
      },
    });
  }
  const email = emailFor(to, await loadOrder(tx, row.id));
  if (email) await enqueue(tx, { kind: 'email', payload: email });
  await announce(tx, { topic: 'orders', id: row.id });
}
