// The chatbot's view of the live product table: a port the engine reads, a cache in front of it that the
// server clears whenever a product changes (so an admin's new product is known at once), and the loader.
import { asc } from 'drizzle-orm';
import type { Category } from '@shop/core/constants';
import type { ProductOption } from '@shop/core/variants';
import { unitPrice, variantLabel } from '@shop/core/variant-choice';
import { type Db, productVariants, products } from '../../db/index.ts';

/** One variant the product is sold in, with what it costs and how many are left. */
export type CatalogVariant = { label: string; values: string[]; price: number; stock: number };

export type CatalogProduct = {
  id: string;
  productName: string;
  category: Category;
  /** Integer pence. */
  price: number;
  avgRating: number;
  ratingsCount: number;
  /** Units left. */
  stock: number;
  shortDesc: string;
  description: string;
  /** What it is sold in (colour, size...) and each variant; both empty for a product without variants. */
  options: ProductOption[];
  variants: CatalogVariant[];
};

export type CatalogPort = { products(): Promise<CatalogProduct[]> };

export type CachedCatalog = CatalogPort & {
  /** Forget the cached list; the next question reads the table again. */
  invalidate(): void;
};

export type CacheOptions = {
  /** A safety net for changes made by another server instance that this one was not told about. */
  maxAgeMs: number;
  now: () => number;
};

export function cachedCatalog(
  load: () => Promise<CatalogProduct[]>,
  { maxAgeMs, now }: CacheOptions = { maxAgeMs: 60_000, now: Date.now },
): CachedCatalog {
  let cached: { list: Promise<CatalogProduct[]>; loadedAt: number } | undefined;
  return {
    products() {
      if (!cached || now() - cached.loadedAt > maxAgeMs) {
        const entry = { list: load(), loadedAt: now() };
        // A failed load is not kept: the next question tries the table again.
        entry.list.catch(() => {
          if (cached === entry) cached = undefined;
        });
        cached = entry;
      }
      return cached.list;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export function databaseCatalog(db: Db): () => Promise<CatalogProduct[]> {
  return async () => {
    const rows = await db
      .select({
        id: products.id,
        productName: products.productName,
        category: products.category,
        price: products.price,
        avgRating: products.avgRating,
        ratings: products.ratings,
        stock: products.stock,
        shortDesc: products.shortDesc,
        description: products.description,
        options: products.options,
      })
      .from(products);
    const variantRows = await db.select().from(productVariants).orderBy(asc(productVariants.position));
    const variantsOf = new Map<string, CatalogVariant[]>();
    const priceOf = new Map(rows.map((row) => [row.id, row.price]));
    for (const row of variantRows) {
      const variant = {
        label: variantLabel(row.optionValues),
        values: row.optionValues,
        stock: row.stock,
        price: unitPrice({ price: priceOf.get(row.productId) ?? 0 }, row),
      };
      variantsOf.set(row.productId, [...(variantsOf.get(row.productId) ?? []), variant]);
    }
    return rows.map(({ ratings, ...product }) => ({
      ...product,
      ratingsCount: ratings.length,
      variants: variantsOf.get(product.id) ?? [],
    }));
  };
}
