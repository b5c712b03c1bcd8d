// A product's pictures in the database: read with their products, and replaced as a whole list by an admin's
// add or edit, keeping the product's imgUrl and imgSrcSet those of the first.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { pictureMessages, type PictureInput, type ProductPicture } from '@shop/core/product-pictures';
import { type Db, productPictures, products } from '../db/index.ts';
import { invalidField } from '../errors.ts';
import { storeImageVariants, type StoredImage } from '../images/index.ts';
import type { Storage } from '../storage/index.ts';
import type { TakenUpload } from '../uploads/index.ts';

/** Where a product's files are kept: its folder goes when the product does. */
export const pictureFolder = (productId: string) => `products/${productId}`;

/** The pictures of each of the products, first picture first. */
export async function picturesOf(db: Db, productIds: readonly string[]): Promise<Map<string, ProductPicture[]>> {
  const byProduct = new Map<string, ProductPicture[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productPictures)
    .where(inArray(productPictures.productId, [...productIds]))
    .orderBy(asc(productPictures.productId), asc(productPictures.position));
  for (const { id, productId, imgUrl, imgSrcSet, alt } of rows)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), { id, imgUrl, imgSrcSet, alt }]);
  return byProduct;
}

/** The catalogue's pictures take one turn in the decode queue among the accounts' (images/decode-queue.ts). */
const CATALOGUE_PICTURES = { owner: 'catalogue' };

/** A new picture, stored already, waiting for its row. */
export type StoredPicture = StoredImage & { id: string };

/**
 * Stores each uploaded picture's variants in a folder of its own under the product's (new names, so browsers
 * that cached an old picture for a year see the change), one after the other; a failure on the way removes
 * those stored so far. Answers them by upload id.
 */
export async function storeNewPictures(
  storage: Storage,
  productId: string,
  uploads: readonly TakenUpload[],
): Promise<Map<string, StoredPicture>> {
  const stored = new Map<string, StoredPicture>();
  try {
    for (const { uploadId, data } of uploads) {
      const id = randomUUID();
      stored.set(uploadId, { id, ...(await storeImageVariants(storage, `${pictureFolder(productId)}/${id}`, data, CATALOGUE_PICTURES)) });
    }
    return stored;
  } catch (error) {
    await removeStoredPictures(storage, productId, stored);
    throw error;
  }
}

export async function removeStoredPictures(storage: Storage, productId: string, stored: Map<string, StoredPicture>): Promise<void> {
  await Promise.all([...stored.values()].map(({ id }) => storage.remove(`${pictureFolder(productId)}/${id}`)));
}

/**
 * Makes the product's pictures exactly `list`, in its order: those sent with their id are kept (with the alt
 * text sent), new uploads (`stored`) added, and the product's pictures left out removed; the product's imgUrl
 * becomes the first's. Answers the removed pictures, whose files the caller deletes after the commit. Runs in
 * the caller's transaction, which must hold the product's row.
 */
export async function replacePictures(
  tx: Db,
  productId: string,
  list: readonly PictureInput[],
  stored: ReadonlyMap<string, StoredPicture>,
): Promise<StoredImage[]> {
  const existing = await tx.select().from(productPictures).where(eq(productPictures.productId, productId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const rows = list.map(({ id, uploadId, alt }, position) => {
    const picture = id === undefined ? stored.get(uploadId ?? '') : byId.get(id);
    if (!picture) throw invalidField('pictures', pictureMessages.unknownPicture, 'unknown_picture');
    return { id: picture.id, productId, position, imgUrl: picture.imgUrl, imgSrcSet: picture.imgSrcSet, alt };
  });
  const [first] = rows;
  if (!first) throw invalidField('pictures', pictureMessages.atLeastOne);
  const kept = new Set(rows.map((row) => row.id));
  await tx.delete(productPictures).where(eq(productPictures.productId, productId));
  await tx.insert(productPictures).values(rows);
  await tx.update(products).set({ imgUrl: first.imgUrl, imgSrcSet: first.imgSrcSet }).where(eq(products.id, productId));
  return existing.filter((row) => !kept.has(row.id));
}
