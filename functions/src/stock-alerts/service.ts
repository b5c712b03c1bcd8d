// Back-in-stock alerts: an address left on a sold-out product or variant, and the one email it gets when units
// are back. A write that puts units back queues a restock job when someone is waiting; the job emails
// everyone whose product or variant has units now, through the outbox, and forgets them.
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { productMessages } from '@shop/core/products';
import { stockAlertMessages, type StockAlertAnswer } from '@shop/core/stock-alert-messages';
import type { StockAlertInput } from '@shop/core/stock-alerts';
import { lineName, variantLabel } from '@shop/core/variant-choice';
import { type Db, productVariants, products, stockAlerts } from '../db/index.ts';
import { conflict, invalidField, notFound } from '../errors.ts';
import { backInStockEmail } from '../mail/index.ts';
import { enqueue, type JobHandler, type RestockJob } from '../outbox/index.ts';

/** Units of the product, or of its variant, now. */
async function unitsOf(tx: Db, productId: string, variantId: string | undefined): Promise<number> {
  const [product] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(productMessages.notFound);
  if (!variantId) return product.stock;
  const [variant] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw invalidField('variantId', stockAlertMessages.chooseVariant);
  return variant.stock;
}

/** Keeps the address until the product (or the variant) is back; asking twice is asking once. */
export async function addStockAlert(db: Db, productId: string, input: StockAlertInput): Promise<StockAlertAnswer> {
  const email = input.email.toLowerCase();
  if ((await unitsOf(db, productId, input.variantId)) > 0) throw conflict(stockAlertMessages.inStock, { code: 'in_stock' });
  await db
    .insert(stockAlerts)
    .values({ productId, variantId: input.variantId ?? null, email })
    .onConflictDoNothing();
  return { message: stockAlertMessages.subscribed(email) };
}

/** Queues the product's restock job, in the transaction that put units back, when anyone waits for it. */
export async function queueRestockAlerts(tx: Db, productId: string): Promise<void> {
  await queueRestockAlertsOf(tx, [productId]);
}

/** queueRestockAlerts for many products at once (a catalogue import): one look for those with someone waiting. */
export async function queueRestockAlertsOf(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const waiting = await tx
    .selectDistinct({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(inArray(stockAlerts.productId, [...productIds]))
    .orderBy(stockAlerts.productId);
  for (const { productId } of waiting) await enqueue(tx, { kind: 'restock', payload: { productId } });
}

/** The outbox's restock job: emails each waiting address whose product or variant has units, then forgets it. */
export function restockJob(db: Db, publicUrl: string): JobHandler<RestockJob> {
  return {
    run: ({ productId }) =>
      db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: stockAlerts.id,
            email: stockAlerts.email,
            productName: products.productName,
            optionValues: productVariants.optionValues,
          })
          .from(stockAlerts)
          .innerJoin(products, eq(products.id, stockAlerts.productId))
          .leftJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
          .where(
            and(
              eq(stockAlerts.productId, productId),
              or(and(isNull(stockAlerts.variantId), gt(products.stock, 0)), gt(productVariants.stock, 0)),
            ),
          )
          .for('update', { of: stockAlerts, skipLocked: true });
        const link = `${publicUrl}/shop/${productId}`;
        for (const alert of due) {
          const name = lineName(alert.productName, alert.optionValues ? variantLabel(alert.optionValues) : null);
          await enqueue(tx, { kind: 'email', payload: backInStockEmail(alert.email, name, link) });
        }
        if (due.length)
          await tx.delete(stockAlerts).where(
            inArray(
              stockAlerts.id,
              due.map((alert) => alert.id),
            ),
          );
      }),
  };
}
