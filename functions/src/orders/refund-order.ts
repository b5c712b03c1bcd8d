// An admin gives money back on part or all of an order: an amount, or lines and quantities, with a reason,
// before or after delivery. The order's row is locked while the refund is decided and recorded, so refunds
// racing on one order are decided one after another and together never pass what was paid. Units refunded
// before the order ships go back on the shelf. The payment provider's refund carries the refund's id as its
// idempotency key; the email states the amount; an invoiced order gets a credit note for it. Once the refunds
// add up to what was paid, the order is Refunded.
import { and, eq } from 'drizzle-orm';
import { orderMessages } from '@shop/core/orders';
import {
  decideRefund,
  leftToRefund,
  PART_REFUNDABLE_STATUSES,
  refundMessages,
  type RefundOutcome,
  type RefundRequest,
} from '@shop/core/orders/refunds';
import type { OrderStatus } from '@shop/core/order-lifecycle';
import { type Db, orderEvents, orderItems, orderRefunds, orders } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import { announceOrder } from '../events/index.ts';
import { partRefundEmail } from '../mail/index.ts';
import type { OrderDeps } from './deps.ts';
import { emailCustomer } from './customer-email.ts';
import { issueCreditNote } from './invoice-numbers.ts';
import { loadOrder } from './read-orders.ts';
import { queueRefund } from './refund-job.ts';
import { putBackStock } from './shelf.ts';
import type { OrderRow } from './to-order.ts';

/** Before shipping the goods are still in the shop: refunded units go back on the shelf. */
const UNSHIPPED_STATUSES: readonly OrderStatus[] = ['paid', 'processing'];

async function putBackRefundedUnits(tx: Db, orderId: string, lines: ReadonlyArray<{ lineId: string; quantity: number }>) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  await putBackStock(
    tx,
    lines.flatMap(({ lineId, quantity }) => {
      const item = items.find((candidate) => candidate.id === lineId);
      return item?.productId ? [{ productId: item.productId, variantId: item.variantId, quantity }] : [];
    }),
  );
}

/**
 * The refunds now add up to what was paid: the order is Refunded, on its timeline with the last reason. Only
 * the status moves: the money went back through the refunds themselves, and units come back on the shelf
 * only through a return or a refund of lines before shipping.
 */
async function markRefunded(tx: Db, row: OrderRow, { actorUserId, note, now }: { actorUserId: string; note: string; now: Date }) {
  await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, row.id));
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, fromStatus: row.status, toStatus: 'refunded', actor: 'admin', actorUserId, note, createdAt: now });
}

export async function refundOrder(deps: OrderDeps, orderId: string, adminId: string, request: RefundRequest): Promise<RefundOutcome> {
  const refund = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound(orderMessages.notFound);
    if (!PART_REFUNDABLE_STATUSES.includes(row.status) || !row.paymentReference || !row.paidAt) {
      throw conflict(refundMessages.notRefundable, { code: 'refund_refused' });
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const given = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const decision = decideRefund({ total: row.total, items, refunds: given }, request);
    if (!decision.ok) throw conflict(decision.message, { code: 'refund_refused' });
    const restocked = decision.lines.length > 0 && UNSHIPPED_STATUSES.includes(row.status);
    const [created] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        amount: decision.amount,
        reason: request.reason,
        lines: decision.lines,
        restocked,
        actorUserId: adminId,
        createdAt: deps.now(),
      })
      .returning({ id: orderRefunds.id, amount: orderRefunds.amount, reason: orderRefunds.reason });
    if (!created) throw new Error('The refund was not recorded.');
    await issueCreditNote(tx, { orderId, refundId: created.id, amount: created.amount, now: deps.now() });
    await queueRefund(tx, {
      orderId,
      refundId: created.id,
      paymentProvider: row.paymentProvider,
      paymentReference: row.paymentReference,
      amount: created.amount,
      idempotencyKey: `refund-${created.id}`,
    });
    if (restocked) await putBackRefundedUnits(tx, orderId, decision.lines);
    if (decision.amount === leftToRefund({ total: row.total, refunds: given })) {
      await markRefunded(tx, row, { actorUserId: adminId, note: request.reason, now: deps.now() });
    }
    const order = await loadOrder(tx, orderId);
    await emailCustomer(tx, row.userId, (to) => partRefundEmail(to, order, created));
    await announceOrder(tx, row);
    return created;
  });
  deps.wakeWorker();
  return { order: await loadOrder(deps.db, orderId), refund: { id: refund.id, amount: refund.amount } };
}

/** The units of an order's lines already back on the shelf through refunds before it shipped. */
export async function restockedUnits(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.restocked, true)));
  const units = new Map<string, number>();
  for (const { lineId, quantity } of rows.flatMap((row) => row.lines)) units.set(lineId, (units.get(lineId) ?? 0) + quantity);
  return units;
}
