// Test data: products inserted straight into the database, with plausible defaults.
import { averageRating } from '@shop/core/rating';
import type { Category } from '@shop/core/constants';
import type { Db } from '@shop/functions/db';
import { products } from '@shop/functions/db';

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
  return row;
}
