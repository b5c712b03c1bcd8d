// Which catalogue products a message names. Words customers use in ordinary questions (every word of the
// classifier's training sentences, kept in the built model) cannot identify a product on their own; the
// finder for a catalogue is built once and kept as long as that catalogue is.
import type { CatalogProduct } from './catalog.ts';
import { productsFinder, type ProductMention, type ProductsFinder } from './catalog-match.ts';

export type FindProducts = (message: string, products: CatalogProduct[]) => ProductMention[];

export function createProductFinder(ordinaryWords: ReadonlySet<string>): FindProducts {
  const finders = new WeakMap<CatalogProduct[], ProductsFinder>();
  return (message, products) => {
    let finder = finders.get(products);
    if (!finder) {
      finder = productsFinder(products, ordinaryWords);
      finders.set(products, finder);
    }
    return finder(message);
  };
}
