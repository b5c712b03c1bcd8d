// What the shop shows and the shopper chooses of a product's variants: names, prices and which values can be
// chosen. Kept apart from the schemas in variants.ts so the pages every visitor loads do not pull in zod.
import { formatPence } from './money.ts';
import type { ProductOption, ProductVariant } from './variants.ts';

/** "Oatmeal" or "Black / 256 GB": how a variant is named beside its product, in the cart, on orders and in emails. */
export const variantLabel = (values: readonly string[]): string => values.join(' / ');

/** "Halden Sofa (Oatmeal)", or the product's name alone for a product without variants. */
export const lineName = (productName: string, label: string | null | undefined): string =>
  label ? `${productName} (${label})` : productName;

/** What one unit of the variant costs. */
export const unitPrice = (product: { price: number }, variant: Pick<ProductVariant, 'price'> | null | undefined): number =>
  variant?.price ?? product.price;

/** The variant sold in exactly these values, if any. */
export function findVariant<V extends Pick<ProductVariant, 'values'>>(variants: readonly V[], values: readonly string[]): V | undefined {
  return variants.find((variant) => variant.values.length === values.length && variant.values.every((value, i) => value === values[i]));
}

/**
 * Whether `value` of option `index` can be chosen, given what is chosen for the other options: some variant in
 * stock has it. Unchosen options (undefined) match anything, so a value sold out in every combination shows
 * as unavailable from the start.
 */
export function isValueAvailable(
  variants: readonly Pick<ProductVariant, 'values' | 'stock'>[],
  chosen: readonly (string | undefined)[],
  index: number,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.stock > 0 &&
      variant.values[index] === value &&
      variant.values.every((other, i) => i === index || chosen[i] === undefined || chosen[i] === other),
  );
}

/** What the product page chooses first: the first variant in stock, or nothing when every one is sold out. */
export const firstChoice = (variants: readonly Pick<ProductVariant, 'values' | 'stock'>[]): string[] =>
  variants.find((variant) => variant.stock > 0)?.values ?? [];

/**
 * Whether `value` of option `index` can be chosen, given the values chosen for the options before it: some
 * variant in stock has them all. Options are chosen in their order, so a later choice never locks out an
 * earlier value; a value sold out in every combination shows as unavailable from the start.
 */
export const isChoosable = (
  variants: readonly Pick<ProductVariant, 'values' | 'stock'>[],
  chosen: readonly string[],
  index: number,
  value: string,
) => isValueAvailable(variants, [...chosen.slice(0, index), value], index, value);

/**
 * The choice after picking `value` for option `index`: the later options keep their values where that
 * combination is in stock, and otherwise move to their first value that is.
 */
export function choose(
  options: readonly ProductOption[],
  variants: readonly Pick<ProductVariant, 'values' | 'stock'>[],
  chosen: readonly string[],
  index: number,
  value: string,
): string[] {
  const next = options.map((_, i) => (i < index ? (chosen[i] ?? '') : i === index ? value : (chosen[i] ?? '')));
  for (let i = index + 1; i < options.length; i += 1) {
    if (isChoosable(variants, next, i, next[i] ?? '')) continue;
    next[i] = options[i]?.values.find((candidate) => isChoosable(variants, next, i, candidate)) ?? next[i] ?? '';
  }
  return next;
}

/** The lowest and highest prices the variants sell at, for "From £X" on a product whose variants differ in price. */
export function priceRange(product: { price: number; variants: readonly Pick<ProductVariant, 'price'>[] }): { low: number; high: number } {
  const prices = product.variants.length ? product.variants.map((variant) => unitPrice(product, variant)) : [product.price];
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

export const describePrice = (product: { price: number; variants: readonly Pick<ProductVariant, 'price'>[] }): string => {
  const { low, high } = priceRange(product);
  return low === high ? formatPence(low) : `From ${formatPence(low)}`;
};

/** Whether `text` names `value` as words of its own ("navy weave" names Navy, "navyish" does not), whatever the case. */
const names = (text: string, value: string): boolean => {
  const at = (from: number) => text.toLowerCase().indexOf(value.toLowerCase(), from);
  const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  for (let index = at(0); index >= 0; index = at(index + 1)) {
    if (!isWordChar(text[index - 1]) && !isWordChar(text[index + value.length])) return true;
  }
  return false;
};

/**
 * The picture to show when the shopper chooses `value` of an option whose values are `values`: the first whose
 * alt text names it and no other of the option's values ("in navy weave" for Navy, not "oatmeal with navy
 * cushions"); undefined when none does, and the gallery stays where it is.
 */
export function pictureNaming(alts: readonly string[], values: readonly string[], value: string): number | undefined {
  const index = alts.findIndex((alt) => names(alt, value) && values.every((other) => other === value || !names(alt, other)));
  return index >= 0 ? index : undefined;
}
