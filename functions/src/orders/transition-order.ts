// A person moves an order along its lifecycle: the owner cancels or asks for a return, an admin processes,
// ships, delivers, accepts a return or refunds. The order's row is locked for the decision, so two moves at
// once on one order are decided one after the other: the second sees the first's outcome. An owner's cancel of
// an order whose payment is pending stops the payment first: then nothing was charged, or the payment went
// through and the paid order is cancelled and refunded.
import { and, eq } from 'drizzle-orm';
import { decideTransition, lifecycleMessages, type OrderStatus } from '@shop/core/order-lifecycle';
import { orderMessages, type Order } from '@shop/core/orders';
import { orders } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import { PaymentUnavailableError } from '../payments/index.ts';
import { applyTransition } from './apply-transition.ts';
import type { OrderDeps } from './deps.ts';
import { closePendingPayment } from './expire-unpaid.ts';
import { loadOrder } from './read-orders.ts';
import { recordPayment } from './record-payment.ts';

export type TransitionRequest = {
  orderId: string;
  to: OrderStatus;
  /** An owner reaches only their own orders; another's answers 404 like a missing one. */
  by: { actor: 'owner' | 'admin'; userId: string };
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  /** The admin's note, or the shopper's reason for a return; kept on the timeline. */
  note?: string | undefined;
};

/** Settles the payment of the owner's pending order before it is cancelled; refuses while it may still go through. */
async function stopPendingPayment(deps: OrderDeps, orderId: string, ownerId: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, ownerId)));
  if (row?.status !== 'pending') return;
  const outcome = await closePendingPayment(deps, row).catch((error: unknown) => {
    if (error instanceof PaymentUnavailableError) return null;
    throw error;
  });
  if (!outcome) throw conflict(lifecycleMessages.paymentNotConfirmed, { code: 'transition_refused' });
  if (outcome.status === 'paid') await recordPayment(deps, row.id, outcome);
}

export async function transitionOrder(deps: OrderDeps, request: TransitionRequest): Promise<Order> {
  const { by } = request;
  if (request.to === 'cancelled' && by.actor === 'owner') await stopPendingPayment(deps, request.orderId, by.userId);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, request.orderId), by.actor === 'owner' ? eq(orders.userId, by.userId) : undefined))
      .for('update');
    if (!row) throw notFound(orderMessages.notFound);
    const now = deps.now();
    const decision = decideTransition(row.status, request.to, {
      actor: by.actor,
      now,
      deliveredAt: row.deliveredAt,
      carrier: request.carrier,
      trackingNumber: request.trackingNumber,
      reason: request.note,
    });
    if (!decision.allowed) throw conflict(decision.message, { code: 'transition_refused' });
    const isShipping = request.to === 'shipped';
    await applyTransition(
      tx,
      row,
      {
        to: request.to,
        actor: by.actor,
        actorUserId: by.userId,
        note: request.note ?? null,
        set: isShipping ? { carrier: request.carrier?.trim() ?? null, trackingNumber: request.trackingNumber?.trim() ?? null } : {},
      },
      now,
    );
  });
  deps.wakeWorker();
  return loadOrder(deps.db, request.orderId);
}
