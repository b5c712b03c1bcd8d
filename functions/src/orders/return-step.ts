// One step of a return written with everything it changes, in the caller's transaction: the order's status
// as its returns now stand (core's orderStatusAfterReturns), the timeline event naming the return, the
// customer's email and the live-feed announcement.
import { and, eq } from 'drizzle-orm';
import { lifecycleMessages, type OrderActor } from '@shop/core/order-lifecycle';
import type { Order } from '@shop/core/orders';
import { orderStatusAfterReturns, returnNumber } from '@shop/core/orders/returns';
import { type Db, orderEvents, orderReturns, orders } from '../db/index.ts';
import { conflict } from '../errors.ts';
import { announceOrder } from '../events/index.ts';
import type { EmailJob } from '../outbox/index.ts';
import { emailCustomer } from './customer-email.ts';
import { loadOrder } from './read-orders.ts';
import type { OrderReturnRow, OrderRow } from './to-order.ts';

type OrderReturn = Order['returns'][number];

export type ReturnStep = {
  /** The return as it stands after this step. */
  returnRow: OrderReturnRow;
  actor: OrderActor;
  actorUserId: string;
  note: string | null;
  now: Date;
  email: (to: string, order: Order, ret: OrderReturn) => EmailJob;
};

/** `row` is the order as locked in this transaction. */
export async function recordReturnStep(tx: Db, row: OrderRow, step: ReturnStep): Promise<void> {
  const returns = await tx.select({ status: orderReturns.status }).from(orderReturns).where(eq(orderReturns.orderId, row.id));
  const to = orderStatusAfterReturns(row.status, returns);
  if (to !== row.status) {
    const updated = await tx
      .update(orders)
      .set({ status: to })
      .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
      .returning({ id: orders.id });
    if (updated.length === 0) throw conflict(lifecycleMessages.changedMeanwhile, { code: 'order_changed' });
  }
  const { returnRow } = step;
  await tx.insert(orderEvents).values({
    orderId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor: step.actor,
    actorUserId: step.actorUserId,
    note: step.note,
    returnNumber: returnRow.number,
    returnStatus: returnRow.status,
    createdAt: step.now,
  });
  const order = await loadOrder(tx, row.id);
  const number = returnNumber(returnRow.number);
  const ret = order.returns.find((candidate) => candidate.number === number);
  if (ret) await emailCustomer(tx, row.userId, (address) => step.email(address, order, ret));
  await announceOrder(tx, row);
}
