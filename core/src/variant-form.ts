// The add and edit forms' options and variants as typed: each option's values as one line of text
// ("Black, Oatmeal"), and one row per combination of values with its SKU, stock and price as text.
import { z } from 'zod';
import { parsePounds } from './money.ts';
import { MAX_STOCK } from './stock.ts';
import { SKU_MAX, variantMessages, type ProductOption, type ProductVariant, type VariantInput } from './variants.ts';

export type OptionRow = { name: string; values: string };
export type VariantRow = { id?: string | undefined; values: string[]; sku: string; stock: string; price: string };

/** "Black, Oatmeal ,, Forest" as ["Black", "Oatmeal", "Forest"]. */
export const splitValues = (text: string): string[] =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The options as the API takes them: rows with no name and no values are left out. */
export const optionsOf = (rows: readonly OptionRow[]): ProductOption[] =>
  rows
    .filter((row) => row.name.trim() !== '' || splitValues(row.values).length > 0)
    .map((row) => ({ name: row.name.trim(), values: splitValues(row.values) }));

/** Every combination of the options' values, in the order the options and values are listed. */
export function combinations(options: readonly ProductOption[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>((rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])), [[]]);
}

/** A SKU to start from: the product's title and the values, in capitals ("HALDEN-SOFA-OATMEAL"). */
export const suggestedSku = (title: string, values: readonly string[]): string =>
  [title, ...values]
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SKU_MAX) || 'SKU';

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * One row per combination of the options' values: a row already there for a combination stays as typed,
 * a new combination gets a suggested SKU, no stock and the product's price.
 */
export function variantRowsFor(options: readonly ProductOption[], rows: readonly VariantRow[], title: string): VariantRow[] {
  return combinations(options).map(
    (values) => rows.find((row) => sameValues(row.values, values)) ?? { values, sku: suggestedSku(title, values), stock: '0', price: '' },
  );
}

/** The rows of a product as it is, to edit. */
export const optionRowsOf = (options: readonly ProductOption[]): OptionRow[] =>
  options.map((option) => ({ name: option.name, values: option.values.join(', ') }));
export const variantRowsOf = (variants: readonly ProductVariant[]): VariantRow[] =>
  variants.map(({ id, values, sku, stock, price }) => ({
    id,
    values,
    sku,
    stock: String(stock),
    price: price === null ? '' : (price / 100).toFixed(2),
  }));

export const optionRowSchema = z.object({ name: z.string(), values: z.string() });

export const variantRowSchema = z.object({
  id: z.string().optional(),
  values: z.array(z.string()),
  sku: z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9._-]{1,${SKU_MAX}}$`), variantMessages.sku),
  stock: z
    .string()
    .trim()
    .regex(/^\d+$/, variantMessages.variantStock)
    .refine((text) => Number(text) <= MAX_STOCK, variantMessages.variantStock),
  price: z
    .string()
    .trim()
    .refine((text) => text === '' || (parsePounds(text) ?? 0) > 0, variantMessages.variantPrice),
});

/** A typed row as the API takes it: stock in units, the price in pence or null for the product's. */
export const variantInputOf = (row: VariantRow): VariantInput => ({
  ...(row.id ? { id: row.id } : {}),
  sku: row.sku.trim(),
  values: row.values,
  stock: Number(row.stock.trim()),
  price: row.price.trim() === '' ? null : parsePounds(row.price),
});
