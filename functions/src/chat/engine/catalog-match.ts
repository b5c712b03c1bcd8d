// Finds what a message says about the catalogue: a product named in it (even misspelt), a category, a budget.
import { CATEGORIES, type Category } from '@shop/core/constants';
import { parsePounds } from '@shop/core/money';
import type { CatalogProduct } from './catalog.ts';
import { PRODUCT_ATTRIBUTES } from './product-attributes.ts';
import { wordsOf } from '../classifier/index.ts';

/** Words a customer uses for each category, singular and plural. */
const categoryWords: Record<Category, readonly string[]> = {
  sofa: ['sofa', 'sofas', 'couch', 'couches', 'settee', 'settees'],
  mobile: ['mobile', 'mobiles', 'phone', 'phones', 'fone', 'fones', 'smartphone', 'smartphones', 'cellphone'],
  chair: ['chair', 'chairs', 'armchair', 'armchairs', 'seat', 'seats'],
  watch: ['watch', 'watches', 'smartwatch', 'smartwatches', 'wristwatch'],
  wireless: ['wireless', 'headphones', 'headphone', 'earbuds', 'earphones', 'speaker', 'speakers', 'headset', 'bluetooth', 'audio'],
};

/** Words that never identify a product on their own, beside the ordinary words customers write. */
const genericWords = new Set([
  ...Object.values(categoryWords).flat(),
  ...['pro', 'max', 'mini', 'plus', 'lite', 'ultra', 'edition', 'home', 'smart', 'page', 'site'],
]);

/**
 * True when a and b are the same word or, both being at least 6 letters long, differ by one inserted,
 * deleted, replaced or swapped letter. Shorter words must match exactly: "store" is not a misspelt "stone".
 */
export function isNearWord(a: string, b: string): boolean {
  if (a === b) return true;
  // A misspelling keeps its first letter: "weather" is not a misspelt "leather".
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  const isSwap = restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
  return Math.max(restA, restB) <= 1 || isSwap;
}

export type ProductMention = { product: CatalogProduct; matchedWords: ReadonlySet<string> };

export type ProductFinder = (message: string) => ProductMention | undefined;

/** Every product a message names, best match first, one mention per product. */
export type ProductsFinder = (message: string) => ProductMention[];

/**
 * Finds the product a message names. Only a distinctive name word ("Westview", "Aria") identifies a product:
 * a name word that customers also use in ordinary questions ("cancelling" in "Noise-Cancelling") would
 * otherwise turn "help me with cancelling my order" into a question about headphones.
 */
export function productFinder(products: readonly CatalogProduct[], ordinaryWords: ReadonlySet<string>): ProductFinder {
  const findAll = productsFinder(products, ordinaryWords);
  return (message) => findAll(message)[0];
}

export function productsFinder(products: readonly CatalogProduct[], ordinaryWords: ReadonlySet<string>): ProductsFinder {
  const named = products.map((product) => {
    const nameWords = wordsOf(product.productName);
    const distinctive = nameWords.filter((word) => word.length >= 3 && !genericWords.has(word) && !ordinaryWords.has(word));
    const features = featureWordsOf(product.productName);
    return { product, nameWords, distinctive, features };
  });
  return (message) => {
    const messageWords = wordsOf(message);
    const said = (word: string) => messageWords.some((messageWord) => isNearWord(messageWord, word));
    const found: { mention: ProductMention; score: readonly number[] }[] = [];
    for (const { product, nameWords, distinctive, features } of named) {
      const distinctiveSaid = distinctive.filter(said);
      if (distinctiveSaid.length === 0) continue;
      const nameWordsSaid = nameWords.filter(said).length;
      // More distinctive words first, a feature's first asking of it ("does the Echo have noise cancelling?" names
      // the Echo, not the "Noise-Cancelling" headphones), then more of the name, then the name said most completely.
      const namingSaid = distinctiveSaid.filter((word) => !features.has(word)).length;
      const score = [namingSaid, distinctiveSaid.length, nameWordsSaid, nameWordsSaid / nameWords.length];
      const matchedWords = new Set(messageWords.filter((word) => distinctive.some((nameWord) => isNearWord(word, nameWord))));
      found.push({ mention: { product, matchedWords }, score });
    }
    found.sort((a, b) => (isGreater(a.score, b.score) ? -1 : isGreater(b.score, a.score) ? 1 : 0));
    // A product whose every matched word is also another's better match is the same mention: "Nova X" inside "Nova X Pro".
    const mentions: ProductMention[] = [];
    for (const { mention } of found) {
      const isNew = mentions.every((kept) => [...mention.matchedWords].some((word) => !kept.matchedWords.has(word)));
      if (isNew) mentions.push(mention);
    }
    return mentions;
  };
}

/** The words of a product's name that name a feature a question can ask of any product: "noise", "cancelling". */
function featureWordsOf(productName: string): Set<string> {
  const features = PRODUCT_ATTRIBUTES.flatMap((attribute) => [...productName.matchAll(new RegExp(attribute.asked, 'gi'))]);
  return new Set(features.flatMap((match) => wordsOf(match[0])));
}

function isGreater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const [x = 0, y = 0] = [a[i], b[i]];
    if (x !== y) return x > y;
  }
  return false;
}

export function findCategory(message: string): Category | undefined {
  const messageWords = wordsOf(message);
  return CATEGORIES.find((category) => categoryWords[category].some((word) => messageWords.some((said) => isNearWord(said, word))));
}

const amount = String.raw`£?\s*\d[\d,]*(?:\.\d{1,2})?`;
const rangePattern = new RegExp(String.raw`\b(?:between|from)\s*(${amount})\s*(?:pounds?|quid|gbp)?\s*(?:and|to|-)\s*(${amount})`, 'i');
/** A rise refused: "I'd rather not go over £700", "I don't want to spend more than £90" name the most to spend. */
const refusedRise = String.raw`(?:\bnot|n't)\s+(?:\w+\s+){0,2}(?:go(?:ing)?|spend(?:ing)?|pay(?:ing)?)\s+`;
const atLeastPattern = new RegExp(String.raw`(?<!${refusedRise})\b(?:over|above|more than|at least|from|starting at)\s*(${amount})`, 'i');
const notAbovePattern = new RegExp(String.raw`${refusedRise}(?:over|above|more than|beyond)\s*(${amount})`, 'i');

export type PriceRange = { min?: number; max?: number };

/** A price range in pence from "between £100 and £300", "£100 to £300" or "over £500"; the budget gives the top. */
export function findPriceRange(message: string): PriceRange | undefined {
  const range = rangePattern.exec(message);
  if (range) {
    const [low, high] = [parsePounds(range[1] ?? ''), parsePounds(range[2] ?? '')];
    if (low !== null && high !== null) return { min: Math.min(low, high), max: Math.max(low, high) };
  }
  const floor = atLeastPattern.exec(message)?.[1];
  const min = floor === undefined ? undefined : (parsePounds(floor) ?? undefined);
  const max = findBudget(message);
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

const budgetPattern =
  /\b(?:under|below|beneath|less than|cheaper than|up to|max(?:imum)?|within|at most|no more than|budget(?: of| is)?|spend(?: up to)?)\s*(?:a\s+)?(£?\s*\d[\d,]*(?:\.\d{1,2})?)\s*(?:pounds?|quid|gbp)?|\bfor\s*(?:a\s+)?(£\s*\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s*(?:pounds?|quid|gbp)\b)/i;

/** The limit said after the amount: "£250 tops", "£40 to spend", "£90 or less"; or as a limit: "my limit is £600". */
const budgetAfterPattern = new RegExp(
  String.raw`(${amount})\s*(?:pounds?|quid|gbp)?\s*(?:tops|max(?:imum)?|at (?:the )?most|or (?:less|under|below|cheaper)|to spend)\b|\blimit (?:is|of)\s*(?:about |around |roughly )?(${amount})`,
  'i',
);

/** The most a customer wants to spend, in pence, from phrases like "under £100" or "budget of 250 pounds". */
export function findBudget(message: string): number | undefined {
  // "For" names an amount only with its pounds: "enough for 4" counts chairs.
  const match = budgetPattern.exec(message);
  const after = match ? undefined : (notAbovePattern.exec(message) ?? budgetAfterPattern.exec(message));
  const amount = match?.[1] ?? match?.[2] ?? after?.[1] ?? after?.[2];
  return amount === undefined ? undefined : (parsePounds(amount) ?? undefined);
}

/** A limit said as one ("under £100", "£250 tops", "between £200 and £300"), not a price named ("for a £1,500 sofa"). */
export const namesSpendingLimit = (message: string) =>
  rangePattern.test(message) ||
  budgetPattern.exec(message)?.[1] !== undefined ||
  notAbovePattern.test(message) ||
  budgetAfterPattern.test(message);

/** The message with the product's name replaced by the token the classifier was trained with. */
export function maskProduct(message: string, mention: ProductMention | undefined, token: string): string {
  if (!mention) return message;
  const kept: string[] = [];
  for (const word of wordsOf(message)) {
    if (!mention.matchedWords.has(word)) kept.push(word);
    else if (kept.at(-1) !== token) kept.push(token);
  }
  return kept.join(' ');
}

/** A kind of product within a category that customers ask for by name, found in products' names or descriptions. */
export type ProductKind = { id: string; one: string; many: string; category: Category; said: readonly string[]; stems: readonly string[] };

export const PRODUCT_KINDS: readonly ProductKind[] = [
  {
    id: 'earbuds',
    one: 'pair of earbuds',
    many: 'earbuds',
    category: 'wireless',
    said: ['earbuds', 'earbud', 'earphones', 'buds'],
    stems: ['earbud', 'buds'],
  },
  {
    id: 'headphones',
    one: 'pair of headphones',
    many: 'headphones',
    category: 'wireless',
    said: ['headphones', 'headphone', 'headset'],
    stems: ['headphone'],
  },
  { id: 'speakers', one: 'speaker', many: 'speakers', category: 'wireless', said: ['speaker', 'speakers'], stems: ['speaker'] },
  { id: 'office-chairs', one: 'office chair', many: 'office chairs', category: 'chair', said: ['office', 'desk'], stems: ['office'] },
  { id: 'dining-chairs', one: 'dining chair', many: 'dining chairs', category: 'chair', said: ['dining', 'kitchen'], stems: ['dining'] },
  { id: 'armchairs', one: 'armchair', many: 'armchairs', category: 'chair', said: ['armchair', 'armchairs'], stems: ['armchair'] },
  { id: 'stools', one: 'stool', many: 'stools', category: 'chair', said: ['stool', 'stools'], stems: ['stool'] },
  {
    id: 'smartwatches',
    one: 'smartwatch',
    many: 'smartwatches',
    category: 'watch',
    said: ['smartwatch', 'smartwatches', 'fitness'],
    stems: ['smartwatch'],
  },
  { id: 'corner-sofas', one: 'corner sofa', many: 'corner sofas', category: 'sofa', said: ['corner'], stems: ['corner'] },
];

export function findKind(message: string): ProductKind | undefined {
  const messageWords = new Set(wordsOf(message));
  return PRODUCT_KINDS.find((kind) => kind.said.some((word) => messageWords.has(word)));
}

export const kindById = (id: string | undefined) => PRODUCT_KINDS.find((kind) => kind.id === id);

/** The products of a kind: those whose name says it, or else those whose description does. */
export function productsOfKind(products: readonly CatalogProduct[], kind: ProductKind): CatalogProduct[] {
  const inCategory = products.filter((product) => product.category === kind.category);
  const says = (text: string) => kind.stems.some((stem) => text.toLowerCase().includes(stem));
  const byName = inCategory.filter((product) => says(product.productName));
  return byName.length > 0 ? byName : inCategory.filter((product) => says(`${product.shortDesc} ${product.description}`));
}
