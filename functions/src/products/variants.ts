// A product's variants in the database: read with their products, and replaced as a whole list by an admin's
// add or edit, keeping the product's stock the sum of theirs.
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Category } from '@shop/core/constants';
import type { ProductVariant, VariantInput } from '@shop/core/variants';
import { variantMessages } from '@shop/core/variants';
import { type Db, isUniqueViolation, productVariants, products } from '../db/index.ts';
import { conflict, invalid } from '../errors.ts';

type VariantRow = typeof productVariants.$inferSelect;

const toVariant = ({ id, sku, optionValues, stock, price }: VariantRow): ProductVariant => ({
  id,
  sku,
  values: optionValues,
  stock,
  price,
});

/** The variants of each of the products, in the admin's order; a product without any is left out. */
export async function variantsOf(db: Db, productIds: readonly string[]): Promise<Map<string, ProductVariant[]>> {
  const byProduct = new Map<string, ProductVariant[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), toVariant(row)]);
  return byProduct;
}

/** Refuses a SKU another product already uses, naming it. */
async function checkSkusFree(tx: Db, productId: string, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        ne(productVariants.productId, productId),
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  if (taken)
    throw conflict(variantMessages.skuTaken(taken.sku), { code: 'sku_taken', fields: { variants: variantMessages.skuTaken(taken.sku) } });
}

/**
 * Makes the product's variants exactly `variants`: those sent with their id are changed, the others added,
 * and the product's variants left out removed (orders keep their label and SKU). Answers the units they hold
 * together, the product's stock. Runs in the caller's transaction, which must hold the product's row.
 */
export async function replaceVariants(tx: Db, productId: string, variants: readonly VariantInput[]): Promise<number> {
  await checkSkusFree(
    tx,
    productId,
    variants.map((variant) => variant.sku),
  );
  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
  const existingIds = new Set(existing.map((row) => row.id));
  const keptIds = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  if (keptIds.some((id) => !existingIds.has(id)))
    throw invalid("A variant in the list is not one of this product's; reload the page and try again.");
  await tx
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), keptIds.length ? notInArray(productVariants.id, keptIds) : undefined));
  // Two kept variants may swap SKUs: each is first given a name no other can hold (its id), then its own.
  if (keptIds.length)
    await tx
      .update(productVariants)
      .set({ sku: sql`${productVariants.id}::text` })
      .where(inArray(productVariants.id, keptIds));
  try {
    for (const [position, variant] of variants.entries()) {
      const values = { sku: variant.sku, optionValues: variant.values, stock: variant.stock, price: variant.price ?? null, position };
      if (variant.id) await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
      else await tx.insert(productVariants).values({ productId, ...values });
    }
  } catch (error) {
    // Another product took one of the SKUs after the check above.
    if (isUniqueViolation(error)) throw conflict(variantMessages.skuTaken(variants.map((v) => v.sku).join(', ')), { code: 'sku_taken' });
    throw error;
  }
  return variants.reduce((sum, variant) => sum + variant.stock, 0);
}

/** Whether the product is sold in variants, and its category, read with its row locked for the edit that follows. */
export async function lockProductOptions(tx: Db, productId: string): Promise<{ hasVariants: boolean; category: Category } | undefined> {
  const [row] = await tx
    .select({ options: products.options, category: products.category })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row && { hasVariants: row.options.length > 0, category: row.category };
}
