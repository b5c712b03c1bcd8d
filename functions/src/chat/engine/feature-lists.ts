// "Which ones do?" right after "does the Echo have noise cancelling?": the products whose own text states what
// was just asked, in the category asked or in focus, listed so that "the cheapest of those" picks from them.
import type { Category } from '@shop/core/constants';
import type { CatalogProduct } from './catalog.ts';
import { listing } from './catalog-answers.ts';
import { categoryNames } from './knowledge.ts';
import type { ProductAttribute } from './product-attributes.ts';
import { wordsOf } from '../classifier/index.ts';

const openers = new Set(['ok', 'okay', 'so', 'and', 'then', 'well', 'hmm', 'right']);
const asking = new Set(['which', 'what', 'any']);
const verbs = new Set(['do', 'does', 'have', 'has', 'got', 'are', 'is', 'can', 'will', 'come']);
const pointers = new Set(['ones', 'one', 'of', 'them', 'those', 'these', 'your', 'then', 'it', 'that', 'any']);

/**
 * "Which ones do then?", "what does?", "any that have it?", "which of your headphones have it?": asks which
 * products have the thing just asked about, with no product named; `isProductNoun` tells a word naming a kind of product.
 */
export function asksWhichOnes(message: string, isProductNoun: (word: string) => boolean): boolean {
  const words = wordsOf(message);
  while (words[0] !== undefined && openers.has(words[0])) words.shift();
  if (words.length > 7 || !asking.has(words[0] ?? '')) return false;
  const rest = words.slice(1);
  return rest.some((word) => verbs.has(word)) && rest.every((word) => verbs.has(word) || pointers.has(word) || isProductNoun(word));
}

export type FeatureList = { response: string; listed: CatalogProduct[] };

/** The products of `category` (or all) whose name or text states the attribute, cheapest first. */
export function featureList(attribute: ProductAttribute, products: readonly CatalogProduct[], category: Category | undefined): FeatureList {
  const among = products.filter((product) => category === undefined || product.category === category);
  const listed = among
    .filter((product) => attribute.stated.test(`${product.productName}. ${product.shortDesc} ${product.description}`))
    .sort((a, b) => a.price - b.price);
  const what = category ? `our ${categoryNames[category].many}` : 'our products';
  if (listed.length === 0) {
    return { response: `None of ${what} mention ${attribute.name} in their description. A person can check for you.`, listed };
  }
  const response =
    listed.length === 1
      ? `Of ${what}, only the ${listing(listed)} mentions ${attribute.name} in its description.`
      : `Of ${what}, these mention ${attribute.name} in their descriptions: the ${listing(listed)}.`;
  return { response, listed };
}
