// Moves an order to a new status inside the caller's transaction: the conditional status update, the
// timeline event, stock back on the shelf, the refund and the email, all committed together or not at all.
import { and, eq, sum } from 'drizzle-orm';
import { lifecycleMessages, putsUnitsBack, REFUNDING_STATUSES, type OrderActor, type OrderStatus } from '@shop/core/order-lifecycle';
import type { Order } from '@shop/core/orders';
import { type Db, orderEvents, orderItems, orderRefunds, orders } from '../db/index.ts';
import { conflict } from '../errors.ts';
import { announceOrder } from '../events/index.ts';
import { orderCancelledEmail, orderConfirmationEmail, orderRefundedEmail, orderShippedEmail } from '../mail/index.ts';
import type { EmailJob } from '../outbox/index.ts';
import { emailCustomer } from './customer-email.ts';
import { invoiceFor, issueCreditNote } from './invoice-numbers.ts';
import { loadOrder } from './read-orders.ts';
import { queueRefund } from './refund-job.ts';
import { restockedUnits } from './refund-order.ts';
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

function emailFor(status: OrderStatus, order: Order, to: string): EmailJob | null {
  switch (status) {
    case 'paid':
      return orderConfirmationEmail(to, order);
    case 'shipped':
      return order.carrier && order.trackingNumber ? orderShippedEmail(to, order, order.carrier, order.trackingNumber) : null;
    case 'cancelled':
      return orderCancelledEmail(to, order);
    case 'refunded':
      return orderRefundedEmail(to, order);
    default:
      return null;
  }
}

/** Puts the order's units back, less those a refund before shipping already put back. */
async function restock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const already = await restockedUnits(tx, orderId);
  await putBackStock(
    tx,
    lines.flatMap(({ id, productId, variantId, quantity }) => {
      const left = quantity - (already.get(id) ?? 0);
      return productId && left > 0 ? [{ productId, variantId, quantity: left }] : [];
    }),
  );
}

/** What is left of the payment once the admin's refunds of part of the order are taken off. */
async function unrefunded(tx: Db, row: OrderRow): Promise<number> {
  const [given] = await tx
    .select({ total: sum(orderRefunds.amount).mapWith(Number) })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, row.id));
  return Math.max(0, row.total - (given?.total ?? 0));
}

/**
 * A move to paid gives the order its invoice number, and a refund of what was left a credit note, in this transaction.
 * `row` must be the order as read in this transaction. The update only lands while the order is still in
 * `row.status`, so of two moves racing on one order only the first commits; the other is told it changed.
 */
export async function applyTransition(tx: Db, row: OrderRow, change: TransitionChange, now: Date): Promise<void> {
  const { to } = change;
  const refundAmount =
    REFUNDING_STATUSES.includes(to) && row.paymentReference !== null && row.paidAt !== null ? await unrefunded(tx, row) : 0;
  const isRefund = refundAmount > 0;
  const invoice = to === 'paid' ? await invoiceFor(tx, now) : {};
  const updated = await tx
    .update(orders)
    .set({
      ...change.set,
      ...invoice,
      status: to,
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
      ...(isRefund ? { refundAmount, refundStatus: 'pending' as const, refundCreatedAt: now } : {}),
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
  if (putsUnitsBack(row.status, to)) await restock(tx, row.id);
  if (isRefund && row.paymentReference) {
    await issueCreditNote(tx, { orderId: row.id, refundId: null, amount: refundAmount, now });
    await queueRefund(tx, {
      orderId: row.id,
      paymentProvider: row.paymentProvider,
      paymentReference: row.paymentReference,
      amount: refundAmount,
      idempotencyKey: `refund-${row.id}`,
    });
  }
  const order = await loadOrder(tx, row.id);
  await emailCustomer(tx, row.userId, (address) => emailFor(to, order, address));
  await announceOrder(tx, row);
}
