// Things sold for a product ("cases for the Nimbus", "a charger for the Pulse"): asked of a product we sell, they
// are not that product, and its stock answers nothing about them. Unless the catalogue sells one by that name,
// we do not sell it.
import type { CatalogProduct } from './catalog.ts';

const accessoryPattern =
  /\b(cases?|covers?|screen protectors?|chargers?|charging cables?|cables?|straps?|bands?|stands?|mounts?|adapters?|ear ?tips|spare (?:parts?|cushions?|legs?)|replacement (?:parts?|cushions?|legs?|straps?)|accessor(?:y|ies))\s+(?:for|to fit|that fits?|compatible with)\b/i;

/** The accessory asked for, as a plural ("cases", "chargers"), when no product of the catalogue is one by name; undefined when none is asked. */
export function unsoldAccessory(message: string, products: readonly CatalogProduct[]): string | undefined {
  const asked = accessoryPattern.exec(message)?.[1]?.toLowerCase();
  if (!asked) return undefined;
  const stem = asked.replace(/(?:ies|es|s)$/, '');
  if (products.some((product) => product.productName.toLowerCase().includes(stem))) return undefined;
  return asked.endsWith('s') ? asked : asked.replace(/y$/, 'ie') + 's';
}
