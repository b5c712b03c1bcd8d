// Which catalogue products a message names. Words customers use in ordinary questions (every word of the
// training corpus) cannot identify a product on their own; the finder for a catalogue is built once and
// kept as long as that catalogue is.
import type { CatalogProduct } from './catalog.ts';
import { productsFinder, wordsOf, type ProductMention, type ProductsFinder } from './catalog-match.ts';
import { trainingCorpus } from '../classifier/index.ts';

export type FindProducts = (message: string, products: CatalogProduct[]) => ProductMention[];

export function createProductFinder(): FindProducts {
  const ordinaryWords = new Set(Object.values(trainingCorpus).flat().flatMap(wordsOf));
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
