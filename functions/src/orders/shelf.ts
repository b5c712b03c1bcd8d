// Units on the shelf: taken off by checkout, put back by a failed payment, a cancel or a return. A product sold
// in variants keeps its stock the sum of its variants', so both change together: the variant's row first,
// then the product's, in every writer, so two of them never wait on each other in a circle.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { LiveEvent } from '@shop/core/events';
import { stockLabel, stockMessages } from '@shop/core/stock';
import { lineName } from '@shop/core/variant-choice';
import { type Db, productVariants, products } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { conflict } from '../errors.ts';
import { queueRestockAlerts } from '../stock-alerts/index.ts';

export type ShelfLine = { productId: string; productName: string; variantId: string | null; variantLabel: string | null; quantity: number };

/** Lines in product then variant order: every checkout locks rows in the same order. */
const inLockOrder = <L extends Pick<ShelfLine, 'productId' | 'variantId'>>(lines: readonly L[]): L[] =>
  [...lines].sort((a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? '').localeCompare(b.variantId ?? ''));

/**
 * A product's units going from `before` to `after`: a list's card shows only their label ("In stock", "Only 3
 * left"), so a change that keeps it keeps the lists (an order taking one sofa of forty); one that moves it
 * changes only the lists showing the product, as no list is sorted or filtered by stock.
 */
const stockChanged = (id: string, before: number, after: number): Omit<LiveEvent, 'by'> =>
  stockLabel(before) === stockLabel(after)
    ? { topic: 'products', id, kind: 'own' }
    : { topic: 'products', id, kind: 'listed', inPlace: true };

async function unitsLeft(tx: Db, line: ShelfLine): Promise<number> {
  const [left] = line.variantId
    ? await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId))
    : await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
  return left?.stock ?? 0;
}

/**
 * Takes the order's units off the shelf before anyone is charged. Each update only lands while enough is
 * left, and waits for any other checkout holding the same row: of many shoppers after the last unit, one
 * gets it and the others are refused with no order and no charge (the transaction rolls back).
 */
export async function takeStock(tx: Db, lines: readonly ShelfLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    const [taken] = line.variantId
      ? await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
          .returning({ stock: productVariants.stock })
      : await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ stock: products.stock });
    if (!taken) {
      const left = await unitsLeft(tx, line);
      throw conflict(stockMessages.notEnough(lineName(line.productName, line.variantLabel), left), { code: 'out_of_stock' });
    }
    const [product] = line.variantId
      ? await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(eq(products.id, line.productId))
          .returning({ stock: products.stock })
      : [taken];
    if (product) await announce(tx, stockChanged(line.productId, product.stock + line.quantity, product.stock));
  }
}

/**
 * Puts units back: onto their variant and its product, or onto a product without variants. Units of a
 * variant removed since, or of a product that has since been given variants, have no shelf to go back to.
 */
export async function putBackStock(tx: Db, lines: ReadonlyArray<Pick<ShelfLine, 'productId' | 'variantId' | 'quantity'>>): Promise<void> {
  for (const { productId, variantId, quantity } of inLockOrder(lines)) {
    if (variantId) {
      const [variant] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${quantity}` })
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id });
      if (!variant) continue;
    }
    const [product] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(and(eq(products.id, productId), variantId ? undefined : sql`${products.options} = '[]'::jsonb`))
      .returning({ stock: products.stock });
    if (!product) continue;
    await announce(tx, stockChanged(productId, product.stock - quantity, product.stock));
    await queueRestockAlerts(tx, productId);
  }
}
