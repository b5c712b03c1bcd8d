// Test data: products inserted straight into the database, with plausible defaults.
import { averageRating } from '@shop/core/rating';
import type { Category } from '@shop/core/constants';
import type { ProductOption } from '@shop/core/variants';
import type { Db } from '@shop/functions/db';
import { productPictures, productVariants, products } from '@shop/functions/db';

type ProductInput = Partial<typeof products.$inferInsert> & { ratings?: number[] };

let counter = 0;

export async function insertProduct(db: Db, input: ProductInput = {}) {
  counter += 1;
  const ratings = input.ratings ?? [];
  const [row] = await db
    .insert(products)
    .values({
      productName: `Test Product ${counter}`,
      shortDesc: 'A short description.',
      description: 'A longer description of the test product.',
      category: 'chair' satisfies Category,
      price: 1000 * counter,
      stock: 100,
      imgUrl: `/files/products/test-${counter}/640.webp`,
      imgSrcSet: `/files/products/test-${counter}/320.webp 320w`,
      ...input,
      ratings,
      avgRating: averageRating(ratings),
    })
    .returning();
  if (!row) throw new Error('insertProduct returned no row');
  // Its one picture, as the admin's form makes it: the product's imgUrl is its first picture's.
  await db
    .insert(productPictures)
    .values({ productId: row.id, position: 0, imgUrl: row.imgUrl, imgSrcSet: row.imgSrcSet, alt: row.productName });
  return row;
}

type VariantFields = { sku?: string; values: string[]; stock: number; price?: number | null };

/**
 * A product sold in one option (Colour by default) with a variant per entry, the product's stock their sum,
 * as the admin's form makes it. Answers the product row and its variant rows, in the order given.
 */
export async function insertProductWithVariants(
  db: Db,
  variants: VariantFields[],
  { options, ...input }: ProductInput & { options?: ProductOption[] } = {},
) {
  const optionList = options ?? [{ name: 'Colour', values: [...new Set(variants.map((variant) => variant.values[0] ?? ''))] }];
  const stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
  const product = await insertProduct(db, { ...input, options: optionList, stock });
  const rows = await db
    .insert(productVariants)
    .values(
      variants.map((variant, position) => ({
        productId: product.id,
        sku: variant.sku ?? `SKU-${product.id.slice(0, 8)}-${position}`,
        optionValues: variant.values,
        stock: variant.stock,
        price: variant.price ?? null,
        position,
      })),
    )
    .returning();
  return { product, variants: rows };
}
