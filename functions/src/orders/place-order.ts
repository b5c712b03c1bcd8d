// Checkout: one order per idempotency key and user, however many times the same request arrives
// (a double click, a retry, a reload, 20 at once), then one payment for it.
import { and, eq } from 'drizzle-orm';
import { orderMessages, type OrderRequest, type PlacedOrder } from '@shop/core/orders';
import { deliveryAddressFor } from '../addresses/index.ts';
import type { UserRow } from '../auth/index.ts';
import { type Db, orderEvents, orderItems, orders } from '../db/index.ts';
import { announceOrder } from '../events/index.ts';
import { conflict } from '../errors.ts';
import type { OrderDeps } from './deps.ts';
import { choosePayment, payOrder, refreshPayment } from './pay-order.ts';
import { priceLines, withDiscount } from './pricing.ts';
import { loadOrder } from './read-orders.ts';
import { requestHash } from './request-hash.ts';
import { takeStock } from './shelf.ts';
import type { OrderRow } from './to-order.ts';

async function findByKey(db: Db, userId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Inserts the order, or finds the one this key already made. The unique index on (user, key) decides
 * a race: a second insert waits for the first to commit, does nothing, and then reads its row.
 */
async function insertOnce(
  { db, now, vatRatePercent }: Pick<OrderDeps, 'db' | 'now' | 'vatRatePercent'>,
  user: UserRow,
  request: OrderRequest,
  hash: string,
): Promise<{ row: OrderRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findByKey(tx, user.id, request.idempotencyKey);
    if (existing) return { row: existing, isNew: false };
    const { discountCode } = request;
    const lines = await priceLines(tx, request.items);
    const priced = discountCode ? await withDiscount(tx, lines, { discountCode, userId: user.id, now: now(), lock: true }) : lines;
    const { billing } = request;
    const delivery = await deliveryAddressFor(tx, user.id, request.delivery);
    const [created] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        billingName: billing.name,
        billingEmail: billing.email,
        billingPhone: billing.phone,
        billingStreetAddress: billing.streetAddress,
        billingCity: billing.city,
        billingPostalCode: billing.postalCode,
        billingCountry: billing.country,
        deliveryName: delivery?.name,
        deliveryPhone: delivery?.phone,
        deliveryStreetAddress: delivery?.streetAddress,
        deliveryCity: delivery?.city,
        deliveryPostalCode: delivery?.postalCode,
        deliveryCountry: delivery?.country,
        totalQuantity: priced.totalQuantity,
        subtotal: priced.subtotal,
        discountCode: priced.discountCode,
        discount: priced.discount,
        shipping: priced.shipping,
        total: priced.total,
        vatRatePercent,
        paymentProvider: request.payment.method === 'stripe' ? 'stripe' : 'test',
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!created) {
      const winner = await findByKey(tx, user.id, request.idempotencyKey);
      if (!winner) throw new Error('an order conflicted on its idempotency key but cannot be read');
      return { row: winner, isNew: false };
    }
    await tx.insert(orderItems).values(
      priced.items.map(({ productId, productName, variantId, variantLabel, sku, imgUrl, price, quantity, totalPrice, discount }) => ({
        orderId: created.id,
        productId,
        productName,
        variantId,
        variantLabel,
        sku,
        imgUrl,
        price,
        quantity,
        totalPrice,
        discount,
      })),
    );
    await takeStock(tx, priced.items);
    await tx.insert(orderEvents).values({
      orderId: created.id,
      fromStatus: null,
      toStatus: 'pending',
      actor: 'owner',
      actorUserId: user.id,
      createdAt: created.createdAt,
    });
    await announceOrder(tx, created);
    return { row: created, isNew: true };
  });
}

export async function placeOrder(deps: OrderDeps, user: UserRow, request: OrderRequest): Promise<PlacedOrder & { isNew: boolean }> {
  const pay = choosePayment(deps.payments, request.payment);
  const hash = requestHash(request);
  const { row, isNew } = await insertOnce(deps, user, request, hash);
  if (row.requestHash !== hash) throw conflict(orderMessages.idempotencyReused);
  // A replay never pays again: it reports the first request's order, asking Stripe where it stands.
  const result = isNew ? await payOrder(deps, row, pay) : await refreshPayment(deps, row);
  const clientSecret = result?.status === 'awaiting_confirmation' ? result.clientSecret : null;
  return { order: await loadOrder(deps.db, row.id), clientSecret, isNew };
}
