// A catalogue CSV file read back (the columns of core/src/catalogue-csv.ts): checked row by row against the same
// rules as the admin's forms, then applied all at once in one transaction, or not at all.
//
// A row with a product_id, or whose SKU the shop already has, changes that product; an empty cell of an existing
// product keeps what it has. Other rows add new products, the rows of one new product sharing its name. A row
// with options and a SKU is a variant, matched by SKU; the product's variants the file leaves out stay as they
// are: an import adds and changes, and never deletes (a product's edit page does).
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  csvMessages,
  fromSpreadsheetCell,
  IMPORT_PROBLEMS_SHOWN,
  PRODUCT_CSV_COLUMNS,
  type ImportProblem,
  type ImportReport,
  type ProductCsvColumn,
} from '@shop/core/catalogue-csv';
import { parsePounds } from '@shop/core/money';
import { importedProductSchema, type ImportedProduct } from '@shop/core/product-input';
import { productIdSchema } from '@shop/core/products';
import { variantMessages, type ProductOption, type ProductVariant, type VariantInput } from '@shop/core/variants';
import { type Db, productVariants, products } from '../db/index.ts';
import { DomainError, invalid } from '../errors.ts';
import { saveImageVariants, type StoredImage } from '../images/index.ts';
import type { Storage } from '../storage/index.ts';
import { placeholderPicture } from './placeholder-picture.ts';
import { writePlans, type Existing, type Plan } from './import-writes.ts';
import { variantsOf } from './variants.ts';

export type ImportLimits = { maxBytes: number; maxRows: number };

type Cells = Record<ProductCsvColumn, string>;
type CsvRow = { row: number; cells: Cells };

const OPTION_COLUMNS = [
  ['option1_name', 'option1_value'],
  ['option2_name', 'option2_value'],
  ['option3_name', 'option3_value'],
] as const;

const notCsv = () => invalid(csvMessages.notCsv, { code: 'not_csv' });

/** UTF-8, or failing that Windows-1252, which older spreadsheets still save CSV in. A NUL byte means another kind of file. */
function decode(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw notCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Spreadsheets set to a language that writes decimal commas save CSV with semicolons. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  if (firstLine.includes(',')) return ',';
  return firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
}

const columnName = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const isColumn = (name: string): name is ProductCsvColumn => (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name);

/** The file's rows as cells by column, numbered as a spreadsheet numbers them; refuses a file that is not one to read. */
export function readCatalogueCsv(bytes: Uint8Array, limits: ImportLimits): { rows: CsvRow[]; problems: ImportProblem[] } {
  if (bytes.byteLength > limits.maxBytes)
    throw new DomainError('too_large', csvMessages.tooLarge(limits.maxBytes), { code: 'file_too_large' });
  const text = decode(bytes);
  if (text.trim() === '') throw invalid(csvMessages.empty, { code: 'empty_file' });
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, bom: true }) as string[][];
  } catch (error) {
    const line = typeof error === 'object' && error !== null && 'lines' in error && typeof error.lines === 'number' ? error.lines : 1;
    throw invalid(csvMessages.unreadable(line), { code: 'unreadable_csv' });
  }
  const [header = [], ...body] = records;
  const names = header.map(columnName);
  const unknown = names.filter((name) => name !== '' && !isColumn(name));
  if (unknown.length > 0 && unknown.length === names.filter(Boolean).length) throw notCsv();
  if (unknown.length > 0) throw invalid(csvMessages.unknownColumns(unknown), { code: 'wrong_header' });
  const repeated = names.find((name, index) => name !== '' && names.indexOf(name) !== index);
  if (repeated) throw invalid(csvMessages.repeatedColumn(repeated), { code: 'wrong_header' });
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw invalid(csvMessages.missingColumns(missing), { code: 'wrong_header' });

  const problems: ImportProblem[] = [];
  const rows: CsvRow[] = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    if (record.slice(names.length).some((cell) => cell.trim() !== '')) {
      problems.push({ row, column: null, message: csvMessages.cellCount(record.length, names.length) });
    }
    const cells = Object.fromEntries(
      PRODUCT_CSV_COLUMNS.map((column) => [column, fromSpreadsheetCell((record[names.indexOf(column)] ?? '').trim())]),
    );
    rows.push({ row, cells: cells as Cells });
  });
  if (rows.length === 0) throw invalid(csvMessages.noRows, { code: 'no_rows' });
  if (rows.length > limits.maxRows) {
    throw new DomainError('too_large', csvMessages.tooManyRows(rows.length, limits.maxRows), { code: 'too_many_rows' });
  }
  return { rows, problems };
}

/** A row's cells as values: text as given, amounts in pence, stock in units; undefined for an empty cell. */
type RowValues = {
  row: number;
  productId: string | undefined;
  fields: Partial<Record<ProductField, string | number>>;
  /** Each option given, in column order: name and value. */
  options: { name: string; value: string; column: number }[];
  sku: string;
  variantPrice: number | null;
  stock: number | undefined;
  isVariant: boolean;
};

type ProductField = 'productName' | 'category' | 'price' | 'shortDesc' | 'description';
const FIELD_COLUMNS: Record<ProductField, ProductCsvColumn> = {
  productName: 'title',
  category: 'category',
  price: 'price',
  shortDesc: 'short_description',
  description: 'description',
};
const PRODUCT_FIELDS = Object.keys(FIELD_COLUMNS) as ProductField[];

function valuesOf({ row, cells }: CsvRow, problem: (column: ProductCsvColumn | null, message: string) => void): RowValues {
  const fields: RowValues['fields'] = {};
  if (cells.title) fields.productName = cells.title;
  if (cells.category) fields.category = cells.category.toLowerCase();
  if (cells.short_description) fields.shortDesc = cells.short_description;
  if (cells.description) fields.description = cells.description;
  if (cells.price) {
    const pence = parsePounds(cells.price);
    if (pence === null) problem('price', csvMessages.price);
    else fields.price = pence;
  }
  let productId: string | undefined;
  if (cells.product_id) {
    if (productIdSchema.safeParse(cells.product_id).success) productId = cells.product_id.toLowerCase();
    else problem('product_id', csvMessages.productId);
  }
  const options: RowValues['options'] = [];
  OPTION_COLUMNS.forEach(([nameColumn, valueColumn], column) => {
    const name = cells[nameColumn];
    const value = cells[valueColumn];
    if (name && !value) problem(valueColumn, csvMessages.optionWithoutValue);
    else if (value && !name) problem(nameColumn, csvMessages.valueWithoutOption);
    else if (name && value) options.push({ name, value, column });
  });
  let variantPrice: number | null = null;
  if (cells.variant_price) {
    variantPrice = parsePounds(cells.variant_price);
    if (variantPrice === null) problem('variant_price', csvMessages.variantPrice);
  }
  let stock: number | undefined;
  if (cells.stock) {
    if (/^\d{1,9}$/.test(cells.stock)) stock = Number(cells.stock);
    else problem('stock', csvMessages.stock);
  }
  const isVariant = options.length > 0 || cells.sku !== '';
  if (isVariant && options.length === 0) problem('sku', csvMessages.skuWithoutOption);
  if (isVariant && options.length > 0 && !cells.sku) problem('sku', csvMessages.skuNeeded);
  if (!isVariant && variantPrice !== null) problem('variant_price', variantMessages.variantsWithoutOptions);
  return { row, productId, fields, options, sku: cells.sku, variantPrice, stock, isVariant };
}

type ProductRow = Existing['row'];

/** The products the file names, by id or by one of their SKUs; inside an import, their rows locked until it ends. */
async function existingProducts(db: Db, rows: readonly RowValues[], lock: boolean) {
  const ids = new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])));
  const skus = [...new Set(rows.flatMap((row) => (row.sku ? [row.sku.toLowerCase()] : [])))];
  const skuOwners = new Map<string, string>();
  if (skus.length > 0) {
    const owned = await db
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(sql`lower(${productVariants.sku})`, skus));
    for (const { sku, productId } of owned) {
      skuOwners.set(sku.toLowerCase(), productId);
      ids.add(productId);
    }
  }
  const found = new Map<string, Existing>();
  if (ids.size === 0) return { found, skuOwners };
  const query = db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id);
  const productRows = lock ? await query.for('update') : await query;
  const variants = await variantsOf(
    db,
    productRows.map((row) => row.id),
  );
  for (const row of productRows) found.set(row.id, { row, variants: variants.get(row.id) ?? [] });
  return { found, skuOwners };
}

/** Where a zod issue of a group's product points: the row and column to show it on. */
function placeOf(
  path: readonly PropertyKey[],
  group: Group,
  variantRows: readonly (RowValues | undefined)[],
): Omit<ImportProblem, 'message'> {
  const [first, index, inner] = path;
  const firstRow = group.rows[0]?.row ?? 0;
  if (typeof first === 'string' && first in FIELD_COLUMNS) return { row: firstRow, column: FIELD_COLUMNS[first as ProductField] };
  if (first === 'stock') return { row: firstRow, column: 'stock' };
  if (first === 'options' && typeof index === 'number') {
    const column = OPTION_COLUMNS[index]?.[inner === 'name' ? 0 : 1] ?? null;
    return { row: group.rows.find((row) => row.isVariant)?.row ?? firstRow, column };
  }
  if (first === 'variants' && typeof index === 'number') {
    const column = inner === 'stock' ? 'stock' : inner === 'price' ? 'variant_price' : inner === 'sku' ? 'sku' : 'option1_value';
    return { row: variantRows[index]?.row ?? firstRow, column };
  }
  return { row: firstRow, column: null };
}

type Group = { key: string; existing: Existing | undefined; rows: RowValues[] };

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One product's rows as the product to write, with the problems that stop it. */
function planProduct(group: Group, problems: ImportProblem[]): Plan | undefined {
  const { existing, rows } = group;
  const before = problems.length;
  const problem = (row: number, column: ProductCsvColumn | null, message: string) => problems.push({ row, column, message });

  // The product's own fields: the first row that gives one; another row giving it otherwise is a mistake.
  const fields: Partial<Record<ProductField, string | number>> = {};
  const givenOn: Partial<Record<ProductField, number>> = {};
  for (const row of rows) {
    for (const field of PRODUCT_FIELDS) {
      const value = row.fields[field];
      if (value === undefined) continue;
      const given = fields[field];
      if (given === undefined) {
        fields[field] = value;
        givenOn[field] = row.row;
      } else if (given !== value) problem(row.row, FIELD_COLUMNS[field], csvMessages.differs(FIELD_COLUMNS[field], givenOn[field] ?? 0));
    }
  }

  const variantRows = rows.filter((row) => row.isVariant && row.options.length > 0 && row.sku);
  const kept = existing?.row.options ?? [];
  const firstVariant = variantRows[0];
  const names = kept.length > 0 ? kept.map((option) => option.name) : (firstVariant?.options.map((option) => option.name) ?? []);
  for (const row of variantRows) {
    const rowNames = row.options.map((option) => option.name);
    if (rowNames.length !== names.length || rowNames.some((name, i) => !sameText(name, names[i] ?? ''))) {
      problem(
        row.row,
        'option1_name',
        kept.length > 0 ? csvMessages.optionsFixed(names) : csvMessages.optionsDiffer(firstVariant?.row ?? 0),
      );
    }
  }
  // Each option's values: those it has, then new ones in the order the rows bring them.
  const options: ProductOption[] = names.map((name, i) => {
    const values = [...(kept[i]?.values ?? [])];
    for (const row of variantRows) {
      const value = row.options[i]?.value;
      if (value !== undefined && !values.some((known) => sameText(known, value))) values.push(value);
    }
    return { name, values };
  });
  const spelt = (i: number, value: string) => options[i]?.values.find((known) => sameText(known, value)) ?? value;

  const variants: VariantInput[] = (existing?.variants ?? []).map(({ id, sku, values, stock, price }) => ({
    id,
    sku,
    values,
    stock,
    price,
  }));
  const placed: (RowValues | undefined)[] = variants.map(() => undefined);
  for (const row of variantRows) {
    const at = variants.findIndex((variant) => sameText(variant.sku, row.sku));
    const values = row.options.map((option, i) => spelt(i, option.value));
    const old = variants[at];
    if (old) {
      variants[at] = { id: old.id, sku: row.sku, values, stock: row.stock ?? old.stock, price: row.variantPrice };
      placed[at] = row;
    } else {
      if (row.stock === undefined) problem(row.row, 'stock', csvMessages.stock);
      variants.push({ sku: row.sku, values, stock: row.stock ?? 0, price: row.variantPrice });
      placed.push(row);
    }
  }

  const productRows = rows.filter((row) => !row.isVariant);
  const rowStock = productRows.find((row) => row.stock !== undefined);
  let stock: number | undefined;
  if (variants.length > 0) {
    if (rowStock) problem(rowStock.row, 'stock', csvMessages.variantStockOnly);
  } else {
    stock = rowStock?.stock ?? existing?.row.stock;
    if (stock === undefined) problem(rows[0]?.row ?? 0, 'stock', csvMessages.stock);
  }

  const old = existing?.row;
  const input = {
    productName: fields.productName ?? old?.productName,
    category: fields.category ?? old?.category,
    price: fields.price ?? old?.price,
    shortDesc: fields.shortDesc ?? old?.shortDesc,
    description: fields.description ?? old?.description,
    stock,
    options,
    variants,
  };
  const parsed = importedProductSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { row, column } = placeOf(issue.path, group, placed);
      // A cell already refused (an amount that is not one) is not refused again for being missing.
      if (!problems.some((known) => known.row === row && known.column === column)) problem(row, column, issue.message);
    }
  }
  if (!parsed.success || problems.length > before) return undefined;
  const product = parsed.data;
  return { id: old?.id ?? randomUUID(), existing, product, changed: !old || isChanged(old, existing?.variants ?? [], product) };
}

function isChanged(old: ProductRow, oldVariants: readonly ProductVariant[], product: ImportedProduct): boolean {
  const now = (variants: readonly VariantInput[]) =>
    variants.map(({ id, sku, values, stock, price }) => [id, sku, values, stock, price ?? null]);
  return (
    old.productName !== product.productName ||
    old.category !== product.category ||
    old.price !== product.price ||
    old.shortDesc !== product.shortDesc ||
    old.description !== product.description ||
    JSON.stringify(old.options) !== JSON.stringify(product.options) ||
    JSON.stringify(now(oldVariants)) !== JSON.stringify(now(product.variants)) ||
    (product.variants.length === 0 && old.stock !== product.stock)
  );
}

/** Rows into products: by product_id, else by a SKU the shop has, else new, the rows of a new product sharing its name. */
function groupRows(
  rows: readonly RowValues[],
  found: Map<string, Existing>,
  skuOwners: Map<string, string>,
  problems: ImportProblem[],
): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    let key: string;
    if (row.productId) {
      if (!found.has(row.productId)) {
        problems.push({ row: row.row, column: 'product_id', message: csvMessages.unknownProduct });
        continue;
      }
      key = row.productId;
    } else {
      const owner = row.sku ? skuOwners.get(row.sku.toLowerCase()) : undefined;
      const ownerName = owner === undefined ? undefined : found.get(owner)?.row.productName;
      const title = row.fields.productName;
      // A SKU finds its product; a row that names another product is a mistake, not a rename.
      if (ownerName !== undefined && typeof title === 'string' && !sameText(title, ownerName)) {
        problems.push({ row: row.row, column: 'sku', message: csvMessages.skuOfAnother(row.sku, ownerName) });
        continue;
      }
      key = owner ?? `new:${String(title ?? `row ${row.row}`).toLowerCase()}`;
    }
    const group = groups.get(key) ?? { key, existing: found.get(key), rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A SKU names one variant: twice in a product, or on rows of two products, or another product's in the shop. */
function skuProblems(groups: readonly Group[], skuOwners: Map<string, string>): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Map<string, { row: number; key: string }>();
  for (const group of groups) {
    for (const row of group.rows) {
      if (!row.sku) continue;
      const sku = row.sku.toLowerCase();
      const before = seen.get(sku);
      if (before) {
        const message = before.key === group.key ? variantMessages.skuTwice(row.sku) : csvMessages.skuElsewhere(row.sku, before.row);
        problems.push({ row: row.row, column: 'sku', message });
        continue;
      }
      seen.set(sku, { row: row.row, key: group.key });
      const owner = skuOwners.get(sku);
      if (owner !== undefined && owner !== group.key)
        problems.push({ row: row.row, column: 'sku', message: variantMessages.skuTaken(row.sku) });
    }
  }
  return problems;
}

const byPlace = (a: ImportProblem, b: ImportProblem) =>
  a.row - b.row ||
  (a.column === null ? -1 : PRODUCT_CSV_COLUMNS.indexOf(a.column)) - (b.column === null ? -1 : PRODUCT_CSV_COLUMNS.indexOf(b.column));

/** What the file would do to the catalogue as it is now, and every problem in it. */
async function planImport(db: Db, bytes: Uint8Array, limits: ImportLimits, lock: boolean) {
  const read = readCatalogueCsv(bytes, limits);
  const problems = [...read.problems];
  const rows = read.rows.map((row) => valuesOf(row, (column, message) => problems.push({ row: row.row, column, message })));
  const { found, skuOwners } = await existingProducts(db, rows, lock);
  const groups = groupRows(rows, found, skuOwners, problems);
  problems.push(...skuProblems(groups, skuOwners));
  const plans = groups.flatMap((group) => planProduct(group, problems) ?? []);
  const created = plans.filter((plan) => !plan.existing).length;
  const updated = plans.filter((plan) => plan.existing && plan.changed).length;
  // The same place can be named by two rules (a SKU twice, and its product's own check): each once.
  const unique = [...new Map(problems.map((p) => [`${p.row}|${p.column}|${p.message}`, p])).values()].sort(byPlace);
  const report: ImportReport = {
    rows: rows.length,
    products: groups.length,
    created,
    updated,
    unchanged: plans.length - created - updated,
    problems: unique.slice(0, IMPORT_PROBLEMS_SHOWN),
    moreProblems: Math.max(0, unique.length - IMPORT_PROBLEMS_SHOWN),
    applied: false,
  };
  return { plans, report, problems: unique };
}

/** The dry run: what the file would do, and each row's problems; nothing is written. */
export async function checkProductImport(db: Db, bytes: Uint8Array, limits: ImportLimits): Promise<ImportReport> {
  return (await planImport(db, bytes, limits, false)).report;
}

const pictureFolder = (id: string) => `products/${id}`;

/** New products' pictures written at a time: each is three small files in its own folder. */
const PICTURES_AT_ONCE = 16;

/** The plain picture of each new product, written into its folder; each folder is named in `folders` before it is written. */
async function newPictures(storage: Storage, plans: readonly Plan[], folders: string[]): Promise<Map<string, StoredImage>> {
  const pictures = new Map<string, StoredImage>();
  const added = plans.filter((plan) => plan.changed && !plan.existing);
  if (added.length === 0) return pictures;
  const placeholder = await placeholderPicture();
  for (let start = 0; start < added.length; start += PICTURES_AT_ONCE)
    await Promise.all(
      added.slice(start, start + PICTURES_AT_ONCE).map(async ({ id }) => {
        folders.push(pictureFolder(id));
        pictures.set(id, await saveImageVariants(storage, pictureFolder(id), placeholder));
      }),
    );
  return pictures;
}

/**
 * Applies the whole file in one transaction, or nothing: the file is checked again inside it, against the
 * catalogue as it is then, and any problem refuses the import. New products get a plain picture, removed
 * again when the import does not commit.
 */
export async function importProducts(db: Db, storage: Storage, bytes: Uint8Array, limits: ImportLimits): Promise<ImportReport> {
  const newFolders: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const { plans, report, problems } = await planImport(tx, bytes, limits, true);
      const [first] = problems;
      if (first) {
        const where = first.column ? `Row ${first.row}, ${first.column}` : `Row ${first.row}`;
        throw invalid(`${csvMessages.refused(problems.length)} ${where}: ${first.message}`, { code: 'import_problems' });
      }
      await writePlans(tx, plans, await newPictures(storage, plans, newFolders));
      return { ...report, applied: true };
    });
  } catch (error) {
    await Promise.all(newFolders.map((folder) => storage.remove(folder)));
    throw error;
  }
}
