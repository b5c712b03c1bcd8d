// The catalogue as CSV rows (core/src/catalogue-csv.ts says the columns), oldest product first, read a page at a
// time: one row per variant, or one row for a product without options. What an import reads back unchanged.
import { asc, getTableColumns, sql } from 'drizzle-orm';
import { csvPounds, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/core/catalogue-csv';
import type { ProductOption, ProductVariant } from '@shop/core/variants';
import { type Db, products } from '../db/index.ts';
import { variantsOf } from './variants.ts';

type ProductRow = typeof products.$inferSelect;

export const EXPORT_PAGE_SIZE = 200;

const optionCells = (options: readonly ProductOption[], values: readonly string[]) =>
  Object.fromEntries(
    options.flatMap((option, index) => [
      [`option${index + 1}_name`, option.name],
      [`option${index + 1}_value`, values[index] ?? ''],
    ]),
  ) as Partial<Record<ProductCsvColumn, string>>;

const inColumns = (cells: Partial<Record<ProductCsvColumn, string>>) => PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');

/** The product's rows: its own columns on each, then each variant's (or its own stock). */
export function productCsvRows(product: ProductRow, variants: readonly ProductVariant[]): string[][] {
  const own = {
    product_id: product.id,
    title: product.productName,
    category: product.category,
    price: csvPounds(product.price),
    short_description: product.shortDesc,
    description: product.description,
  };
  if (variants.length === 0) return [inColumns({ ...own, stock: String(product.stock) })];
  return variants.map((variant) =>
    inColumns({
      ...own,
      ...optionCells(product.options, variant.values),
      sku: variant.sku,
      variant_price: variant.price === null ? '' : csvPounds(variant.price),
      stock: String(variant.stock),
    }),
  );
}

type Cursor = { at: string; id: string };

/** After the cursor's row; its time as the database wrote it (microseconds), which a JavaScript date would round. */
const after = ({ at, id }: Cursor) => sql`(${products.createdAt}, ${products.id}) > (${at}::timestamptz, ${id}::uuid)`;

/** Every product's rows, a page of products at a time, by keyset, so a product added meanwhile moves no page. */
export async function* catalogueCsvPages(db: Db, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string[][]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({ ...getTableColumns(products), at: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(cursor ? after(cursor) : undefined)
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(pageSize);
    const variants = await variantsOf(
      db,
      rows.filter((row) => row.options.length > 0).map((row) => row.id),
    );
    yield rows.flatMap((row) => productCsvRows(row, variants.get(row.id) ?? []));
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    cursor = { at: last.at, id: last.id };
  }
}
