// Seeds the sample catalogue once, when the products table is empty.
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { averageRating } from '@shop/core/rating';
import { type Db, productPictures, products, productVariants, reviews } from '../src/db/index.ts';
import { createDecodeQueue, productShape, saveImageVariants } from '../src/images/index.ts';
import type { Storage } from '../src/storage/index.ts';
import { catalogue, type SeedProduct } from './catalogue.ts';
import { samplePictureVariants } from './pictures.ts';
import { reviewsFor } from './reviews.ts';

const SEED_LOCK_ID = 72_240_502;

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(products);
  return (row?.total ?? 0) === 0;
}

/** The catalogue with categories taken in turn, so the shop's default order mixes them. */
function interleaveByCategory<T extends { category: string }>(items: readonly T[]): T[] {
  const byCategory = new Map<string, T[]>();
  for (const item of items) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  const queues = [...byCategory.values()];
  const rounds = Math.max(0, ...queues.map((queue) => queue.length));
  return Array.from({ length: rounds }, (_, round) => queues.flatMap((queue) => queue[round] ?? [])).flat();
}

/** Most products well stocked, a few running low and a couple sold out, so every stock label shows. */
function sampleStock(index: number): number {
  if (index % 13 === 12) return 0;
  if (index % 7 === 6) return 3;
  return 20 + ((index * 7) % 30);
}

/** A sample product's pictures, first first: its own drawing, described by its alt or else its name, then any more. */
const picturesOf = ({ productName, alt = productName, svg, morePictures = [] }: SeedProduct) => [{ alt, svg }, ...morePictures];

/** The units on the shelf: a product sold in variants holds the sum of theirs, as every write keeps it. */
const stockOf = ({ variants = [] }: SeedProduct, index: number) =>
  variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : sampleStock(index);

const allPictures = catalogue.flatMap(picturesOf);

/** The whole catalogue waits its turn: a shopper's decode queue would turn most of it away as too busy. */
const catalogueQueue = () => createDecodeQueue({ maxWaiting: allPictures.length, maxWaitMs: 10 * 60_000 });

/** Renders the catalogue's pictures into the machine's kept ones (pictures.ts), so that seeding finds them ready. */
export async function renderCataloguePictures(): Promise<number> {
  const pictures = catalogueQueue();
  await Promise.all(allPictures.map(({ svg }) => samplePictureVariants(svg(), productShape, pictures)));
  return catalogue.length;
}

/** Answers how many products were added (0 when the catalogue already had some). */
export async function seedCatalogue(db: Db, storage: Storage): Promise<number> {
  if (!(await isEmpty(db))) return 0;
  const pictures = catalogueQueue();
  const rows = await Promise.all(
    interleaveByCategory(catalogue).map(async (sample) => {
      const { productName, shortDesc, description, category, price, ratings, options = [] } = sample;
      const product = { productName, shortDesc, description, category, price, ratings, options };
      const id = randomUUID();
      // The first picture where a product's one picture always was; the others each in a folder of its own.
      const gallery = await Promise.all(
        picturesOf(sample).map(async ({ alt, svg: drawing }, position) => {
          const variants = await samplePictureVariants(drawing(), productShape, pictures);
          const folder = position === 0 ? `products/${id}` : `products/${id}/${randomUUID()}`;
          return { productId: id, position, alt, ...(await saveImageVariants(storage, folder, variants)) };
        }),
      );
      const [first] = gallery;
      if (!first) throw new Error(`${product.productName} has no picture`);
      const variants = (sample.variants ?? []).map(({ sku, values, stock }, position) => ({
        productId: id,
        sku,
        optionValues: values,
        stock,
        position,
      }));
      return {
        sample,
        product: { ...product, id, imgUrl: first.imgUrl, imgSrcSet: first.imgSrcSet, avgRating: averageRating(ratings) },
        gallery,
        variants,
      };
    }),
  );
  return db.transaction(async (tx) => {
    // Several instances may start at once on PostgreSQL: only the first one seeds.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return 0;
    // Spread creation times so "default" order is the catalogue order.
    const now = new Date();
    const base = now.getTime() - rows.length * 1000;
    await tx
      .insert(products)
      .values(
        rows.map(({ sample, product }, index) => ({ ...product, stock: stockOf(sample, index), createdAt: new Date(base + index * 1000) })),
      );
    await tx.insert(productPictures).values(rows.flatMap(({ gallery }) => gallery));
    const variants = rows.flatMap((row) => row.variants);
    if (variants.length > 0) await tx.insert(productVariants).values(variants);
    const sampleReviews = rows.flatMap(({ product }, index) =>
      reviewsFor(product.ratings, product.category, index, now).map((review) => ({ ...review, productId: product.id })),
    );
    if (sampleReviews.length > 0) await tx.insert(reviews).values(sampleReviews);
    return rows.length;
  });
}
