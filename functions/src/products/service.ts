// The catalogue: filtered, searched, sorted and paged lists, single products, and the admin's adding and
// deleting of products with their pictures.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminProductListQuery, AdminProductSort } from '@shop/core/admin-products';
import { suggestCategories } from '@shop/core/category-suggestions';
import type { NewProduct, ProductUpdate } from '@shop/core/product-input';
import { pictureMessages, type PictureInput, type ProductPicture } from '@shop/core/product-pictures';
import { NEW_PRODUCT_STOCK } from '@shop/core/stock';
import { variantMessages, type ProductVariant } from '@shop/core/variants';
import {
  productMessages,
  SUGGESTIONS_MAX,
  type Product,
  type ProductList,
  type ProductListQuery,
  type ProductSuggestionQuery,
  type ProductSuggestions,
} from '@shop/core/products';
import { containing, type Db, escapeLike, products } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { invalidField, notFound } from '../errors.ts';
import { storedKeysOf } from '../images/index.ts';
import { queueRemoval, removeNow, type Storage } from '../storage/index.ts';
import { queueRestockAlerts } from '../stock-alerts/index.ts';
import { amongProducts, exactMatches, productsNear, searchCatalogue, type CatalogueSearch } from './search.ts';
import type { TakenUpload } from '../uploads/index.ts';
import { pictureFolder, picturesOf, removeStoredPictures, replacePictures, storeNewPictures } from './pictures.ts';
import { lockProductOptions, replaceVariants, variantsOf } from './variants.ts';

type ProductRow = typeof products.$inferSelect;

/** A product as the API answers it: its rating as an average and a count, never the ratings themselves. */
export function toProduct({ ratings, ...row }: ProductRow, variants: ProductVariant[] = [], pictures: ProductPicture[] = []): Product {
  return { ...row, ratingCount: ratings.length, createdAt: row.createdAt.toISOString(), variants, pictures };
}

/** The rows as products, each with its pictures and variants (two more queries for the whole page). */
async function withVariants(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const [variants, pictures] = await Promise.all([
    variantsOf(
      db,
      rows.filter((row) => row.options.length > 0).map((row) => row.id),
    ),
    picturesOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toProduct(row, variants.get(row.id), pictures.get(row.id)));
}

const orderings: Record<ProductListQuery['sort'], SQL[]> = {
  default: [asc(products.createdAt), asc(products.id)],
  lowest: [asc(products.price), asc(products.id)],
  highest: [desc(products.price), asc(products.id)],
  trending: [desc(products.avgRating), desc(sql`cardinality(${products.ratings})`), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

const nameHolds = (text: string) => sql`lower(${products.productName}) LIKE ${containing(text.toLowerCase())}`;

/** Pounds from the address bar to the pence prices are kept in. */
const pence = (pounds: number) => Math.round(pounds * 100);

/** A page of the products `where` finds, and how many it finds in all. */
async function pageOf(db: Db, where: SQL | undefined, query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const NOTHING_FOUND = { rows: [], total: 0 };

/** The text as typed finds products under the filters, or else those near it do. */
async function searchedPage(db: Db, text: string, filters: SQL | undefined, query: ProductListQuery, search: CatalogueSearch) {
  const match = await search(db, text);
  if (!match.isAsTyped) return match.nearIds.length > 0 ? pageOf(db, and(filters, amongProducts(match.nearIds)), query) : NOTHING_FOUND;
  const found = await pageOf(db, and(filters, exactMatches(text)), query);
  if (found.total > 0) return found;
  // Found as typed elsewhere in the catalogue, not under these filters: near it, then (not kept, as rarely asked).
  const nearIds = await productsNear(db, text);
  return nearIds.length > 0 ? pageOf(db, and(filters, amongProducts(nearIds)), query) : NOTHING_FOUND;
}

/** The catalogue filtered, sorted and paged; search text as typed, or near it when that finds nothing (search.ts). */
export async function listProducts(db: Db, query: ProductListQuery, search: CatalogueSearch = searchCatalogue): Promise<ProductList> {
  const filters = and(
    query.category === 'all' ? undefined : eq(products.category, query.category),
    query.min === undefined ? undefined : gte(products.price, pence(query.min)),
    query.max === undefined ? undefined : lte(products.price, pence(query.max)),
    query.rating === undefined ? undefined : gte(products.avgRating, query.rating),
  );
  const found = query.q ? await searchedPage(db, query.q, filters, query, search) : await pageOf(db, filters, query);
  return { items: await withVariants(db, found.rows), total: found.total, page: query.page, pageSize: query.pageSize };
}

/**
 * The products the typed text finds (search.ts), names that start with it first, then in alphabetical order;
 * when none, the nearest first. Each with the picture and price the list shows.
 */
export async function suggestProducts(
  db: Db,
  { q }: ProductSuggestionQuery,
  search: CatalogueSearch = searchCatalogue,
): Promise<ProductSuggestions> {
  const startsWith = sql`lower(${products.productName}) LIKE ${`${escapeLike(q.toLowerCase())}%`}`;
  const suggested = (where: SQL | undefined, first: SQL[]) =>
    db
      .select({
        id: products.id,
        productName: products.productName,
        category: products.category,
        imgUrl: products.imgUrl,
        price: products.price,
      })
      .from(products)
      .where(where)
      .orderBy(...first, asc(sql`lower(${products.productName})`), asc(products.id))
      .limit(SUGGESTIONS_MAX);
  /** Kept in the order they come: the nearest first. */
  const nearestOf = async (ids: string[]) => {
    const nearest = ids.slice(0, SUGGESTIONS_MAX);
    if (nearest.length === 0) return [];
    const rows = await suggested(amongProducts(nearest), []);
    return rows.sort((one, other) => nearest.indexOf(one.id) - nearest.indexOf(other.id));
  };
  const match = await search(db, q);
  const items = match.isAsTyped ? await suggested(exactMatches(q), [desc(startsWith)]) : await nearestOf(match.nearIds);
  return { items, categories: suggestCategories(q) };
}

const adminOrderings: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  name_asc: [asc(sql`lower(${products.productName})`), asc(products.id)],
  name_desc: [desc(sql`lower(${products.productName})`), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), asc(products.id)],
};

/** The admin's table: every product, searched by name and sorted by any column, a page at a time. */
export async function listProductsForAdmin(db: Db, query: AdminProductListQuery): Promise<ProductList> {
  const where = query.q ? nameHolds(query.q) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...adminOrderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: await withVariants(db, rows), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(productMessages.notFound);
  const [product] = await withVariants(db, [row]);
  if (!product) throw notFound(productMessages.notFound);
  return product;
}

/**
 * Stores the pictures' variants (`list`, first first, each naming one of `uploads`), then the rows; a failure on
 * the way leaves no files behind.
 */
export async function createProduct(
  db: Db,
  storage: Storage,
  input: Omit<NewProduct, 'imageUploadId' | 'pictures'>,
  list: readonly PictureInput[],
  uploads: readonly TakenUpload[],
): Promise<Product> {
  const id = randomUUID();
  try {
    const stored = await storeNewPictures(storage, id, uploads);
    const [first] = stored.values();
    if (!first) throw invalidField('pictures', pictureMessages.atLeastOne);
    const { variants, ...fields } = input;
    return await db.transaction(async (tx) => {
      await tx
        .insert(products)
        .values({ id, ...fields, stock: input.stock ?? NEW_PRODUCT_STOCK, imgUrl: first.imgUrl, imgSrcSet: first.imgSrcSet });
      await replacePictures(tx, id, list, stored);
      if (variants.length > 0) {
        const stock = await replaceVariants(tx, id, variants);
        await tx.update(products).set({ stock }).where(eq(products.id, id));
      }
      // Only the lists of its category, and of every category, may gain it.
      await announce(tx, { topic: 'products', id, categories: [fields.category] });
      return getProduct(tx, id);
    });
  } catch (error) {
    await storage.remove(pictureFolder(id));
    throw error;
  }
}

/**
 * Deletes the product (its reviews go with it; orders keep their copy), then its pictures: queued in the
 * same transaction, so they are deleted even if storage fails right after.
 */
export async function deleteProduct(db: Db, storage: Storage, id: string): Promise<void> {
  const unused = await db.transaction(async (tx) => {
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ category: products.category });
    if (!row) throw notFound(productMessages.notFound);
    await announce(tx, { topic: 'products', id, categories: [row.category] });
    return queueRemoval(tx, [pictureFolder(id)]);
  });
  await removeNow(storage, unused);
}

/**
 * What an edit does to the pictures: the whole list (`list`, with the bytes of its new uploads), or a new
 * first picture in place of the old one (`first`, an edit that sent imageUploadId).
 */
export type PictureChange = { list: readonly PictureInput[]; uploads: readonly TakenUpload[] } | { first: TakenUpload };

/** The list a change makes of the product's pictures now. */
function pictureListAfter(change: PictureChange, current: readonly ProductPicture[]): PictureInput[] {
  if ('list' in change) return [...change.list];
  const [replaced, ...rest] = current;
  return [{ uploadId: change.first.uploadId, alt: replaced?.alt ?? '' }, ...rest.map(({ id, alt }) => ({ id, alt }))];
}

/**
 * An admin's edit: any of the fields, the stock, the variants or the pictures (new ones stored first, under
 * new names). The files of pictures no longer used are deleted once the change is committed.
 */
export async function updateProduct(
  db: Db,
  storage: Storage,
  id: string,
  update: Omit<ProductUpdate, 'imageUploadId' | 'pictures'>,
  pictures: PictureChange | null,
): Promise<Product> {
  const uploads = pictures ? ('list' in pictures ? pictures.uploads : [pictures.first]) : [];
  const stored = await storeNewPictures(storage, id, uploads);
  const { variants, ...fields } = update;
  const updated = await db
    .transaction(async (tx) => {
      const locked = await lockProductOptions(tx, id);
      if (!locked) return undefined;
      const hasVariants = variants ? variants.length > 0 : locked.hasVariants;
      if (hasVariants && fields.stock !== undefined) throw invalidField('stock', variantMessages.stockPerVariant);
      const removed = pictures
        ? await replacePictures(tx, id, pictureListAfter(pictures, (await picturesOf(tx, [id])).get(id) ?? []), stored)
        : [];
      const variantStock = variants ? await replaceVariants(tx, id, variants) : undefined;
      // Without variants (none, or all removed now) the product keeps its own stock.
      const stock = variants?.length ? variantStock : fields.stock;
      const changes = { ...fields, ...(stock === undefined ? {} : { stock }) };
      if (Object.keys(changes).length > 0) await tx.update(products).set(changes).where(eq(products.id, id));
      // The lists it may join, leave or move in: its category's, and the one it left when the edit moved it.
      const category = fields.category ?? locked.category;
      await announce(tx, { topic: 'products', id, categories: category === locked.category ? [category] : [category, locked.category] });
      await queueRestockAlerts(tx, id);
      return { product: await getProduct(tx, id), unused: await queueRemoval(tx, removed.flatMap(storedKeysOf)) };
    })
    .catch(async (error: unknown) => {
      await removeStoredPictures(storage, id, stored);
      throw error;
    });
  if (!updated) {
    await removeStoredPictures(storage, id, stored);
    throw notFound(productMessages.notFound);
  }
  await removeNow(storage, updated.unused);
  return updated.product;
}
