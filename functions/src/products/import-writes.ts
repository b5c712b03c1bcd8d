// A catalogue import's writes, in batches: the new products, their pictures and variants in multi-row inserts,
// the changed products and variants in one UPDATE per batch (the rows as one JSON parameter), the live feed's
// events and the back-in-stock checks in one statement each. All in the import's transaction, whose product
// rows it already holds; an import of 2,000 products is a few dozen statements, not tens of thousands.
import { inArray, sql } from 'drizzle-orm';
import type { ImportedProduct } from '@shop/core/product-input';
import { variantMessages, type ProductVariant } from '@shop/core/variants';
import { type Db, isUniqueViolation, productPictures, productVariants, products } from '../db/index.ts';
import { conflict } from '../errors.ts';
import { announceAll } from '../events/index.ts';
import type { StoredImage } from '../images/index.ts';
import { queueRestockAlertsOf } from '../stock-alerts/index.ts';

export type Existing = { row: typeof products.$inferSelect; variants: ProductVariant[] };

/** One product the file adds or changes: its id (new or its own), what it was, and what it becomes. */
export type Plan = { id: string; existing: Existing | undefined; product: ImportedProduct; changed: boolean };

/** Rows per statement: a multi-row insert of products binds a dozen parameters a row, well under PostgreSQL's 65,535. */
const BATCH_ROWS = 1000;

function batchesOf<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_ROWS) batches.push(items.slice(start, start + BATCH_ROWS));
  return batches;
}

/** A product sold in variants holds the units they hold together. */
const stockOf = ({ variants, stock }: ImportedProduct) =>
  variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : (stock ?? 0);

const productFields = ({ productName, category, price, shortDesc, description, options }: ImportedProduct) => ({
  productName,
  category,
  price,
  shortDesc,
  description,
  options,
});

async function updateProducts(tx: Db, plans: readonly Plan[]): Promise<void> {
  for (const batch of batchesOf(plans)) {
    const rows = batch.map((plan) => ({ id: plan.id, ...productFields(plan.product), stock: stockOf(plan.product) }));
    await tx.execute(sql`
      UPDATE ${products} AS p
      SET product_name = u."productName", category = u.category::product_category, price = u.price,
        short_desc = u."shortDesc", description = u.description, options = u.options, stock = u.stock
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS u(id uuid, "productName" text, category text,
        price integer, "shortDesc" text, description text, options jsonb, stock integer)
      WHERE p.id = u.id`);
  }
}

type VariantRow = {
  id?: string | undefined;
  productId: string;
  sku: string;
  values: string[];
  stock: number;
  price: number | null;
  position: number;
};

async function writeVariants(tx: Db, plans: readonly Plan[]): Promise<void> {
  const rows: VariantRow[] = plans.flatMap(({ id: productId, product }) =>
    product.variants.map((variant, position) => ({ ...variant, productId, price: variant.price ?? null, position })),
  );
  const kept = rows.filter((row) => row.id !== undefined);
  const added = rows.filter((row) => row.id === undefined);
  try {
    for (const batch of batchesOf(kept))
      await tx.execute(sql`
        UPDATE ${productVariants} AS v
        SET sku = u.sku, option_values = ARRAY(SELECT jsonb_array_elements_text(u."values")), stock = u.stock,
          price = u.price, position = u.position
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS u(id uuid, sku text, "values" jsonb, stock integer,
          price integer, position integer)
        WHERE v.id = u.id`);
    for (const batch of batchesOf(added))
      await tx.insert(productVariants).values(
        batch.map(({ productId, sku, values, stock, price, position }) => ({
          productId,
          sku,
          optionValues: values,
          stock,
          price,
          position,
        })),
      );
  } catch (error) {
    // Another product took one of the SKUs after the import checked them.
    if (isUniqueViolation(error)) throw conflict(variantMessages.skuTaken(rows.map((row) => row.sku).join(', ')), { code: 'sku_taken' });
    throw error;
  }
}

/**
 * Writes the plans that change something. New products come with their first picture (`pictures`, by id).
 * The variants of the products changed are locked before they are written, as an admin's edit locks them.
 */
export async function writePlans(tx: Db, plans: readonly Plan[], pictures: ReadonlyMap<string, StoredImage>): Promise<void> {
  const changed = plans.filter((plan) => plan.changed);
  const added = changed.filter((plan) => !plan.existing);
  const updated = changed.filter((plan) => plan.existing);
  const pictureOf = (id: string) => {
    const picture = pictures.get(id);
    if (!picture) throw new Error('a new product needs its picture');
    return picture;
  };
  for (const batch of batchesOf(added)) {
    await tx
      .insert(products)
      .values(batch.map(({ id, product }) => ({ id, ...productFields(product), stock: stockOf(product), ...pictureOf(id) })));
    // Its one picture is its first in the gallery too, described by its name.
    await tx
      .insert(productPictures)
      .values(batch.map(({ id, product }) => ({ productId: id, position: 0, ...pictureOf(id), alt: product.productName })));
  }
  const updatedIds = updated.map((plan) => plan.id);
  for (const batch of batchesOf(updatedIds))
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.productId, batch))
      .orderBy(productVariants.id)
      .for('update');
  await updateProducts(tx, updated);
  await writeVariants(tx, changed);
  await announceAll(
    tx,
    changed.map(({ id }) => ({ topic: 'products', id })),
  );
  await queueRestockAlertsOf(tx, updatedIds);
}
