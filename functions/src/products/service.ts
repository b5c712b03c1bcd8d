// Reading the catalogue: filtered, searched, sorted and paged lists, and single products.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductList, ProductListQuery } from '@shop/core/products';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const orderings: Record<ProductListQuery['sort'], SQL[]> = {
  default: [asc(products.createdAt), asc(products.id)],
  lowest: [asc(products.price), asc(products.id)],
  highest: [desc(products.price), asc(products.id)],
  trending: [desc(products.avgRating), desc(sql`cardinality(${products.ratings})`), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const where = and(
    query.category === 'all' ? undefined : eq(products.category, query.category),
    query.q ? sql`lower(${products.productName}) LIKE ${`%${escapeLike(query.q.toLowerCase())}%`}` : undefined,
  );
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
  return { items: rows.map(toProduct), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product not found.');
  return toProduct(row);
}
