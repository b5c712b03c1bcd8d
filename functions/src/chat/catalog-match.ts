// Finds what a message says about the catalogue: a product named in it (even misspelt), a category, a budget.
import { CATEGORIES, type Category } from '@shop/core/constants';
import { parsePounds } from '@shop/core/money';
import type { CatalogProduct } from './catalog.ts';
import { normalizeText } from './classifier/normalize.ts';

/** Words a customer uses for each category, singular and plural. */
const categoryWords: Record<Category, readonly string[]> = {
  sofa: ['sofa', 'sofas', 'couch', 'couches', 'settee', 'settees'],
  mobile: ['mobile', 'mobiles', 'phone', 'phones', 'smartphone', 'smartphones', 'cellphone'],
  chair: ['chair', 'chairs', 'armchair', 'armchairs', 'seat', 'seats'],
  watch: ['watch', 'watches', 'smartwatch', 'smartwatches', 'wristwatch'],
  wireless: ['wireless', 'headphones', 'headphone', 'earbuds', 'earphones', 'speaker', 'speakers', 'headset', 'bluetooth', 'audio'],
};

/** Words too common to identify a product on their own. */
const commonWords = new Set([
  ...Object.values(categoryWords).flat(),
  ...['the', 'and', 'with', 'for', 'new', 'pro', 'max', 'mini', 'plus', 'edition', 'set', 'one', 'your', 'you', 'have'],
]);

export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((word) => word.length > 0);
}

/**
 * True when a and b are the same word or, both being at least 6 letters long, differ by one inserted,
 * deleted, replaced or swapped letter. Shorter words must match exactly: "store" is not a misspelt "stone".
 */
export function isNearWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1) return false;
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

/** The product whose distinctive name words the message mentions most completely, if any. */
export function findProduct(message: string, products: readonly CatalogProduct[]): ProductMention | undefined {
  const messageWords = wordsOf(message);
  let best: (ProductMention & { score: number }) | undefined;
  for (const product of products) {
    const nameWords = wordsOf(product.productName).filter((word) => word.length >= 3 && !commonWords.has(word));
    if (nameWords.length === 0) continue;
    const matchedWords = new Set(messageWords.filter((word) => nameWords.some((nameWord) => isNearWord(word, nameWord))));
    const matchedNameWords = nameWords.filter((nameWord) => messageWords.some((word) => isNearWord(word, nameWord)));
    // One distinctive word ("Westview") is enough; more matched words win, then the more completely named product.
    const score = matchedNameWords.length + matchedNameWords.length / nameWords.length;
    if (matchedNameWords.length > 0 && (!best || score > best.score)) best = { product, matchedWords, score };
  }
  return best && { product: best.product, matchedWords: best.matchedWords };
}

export function findCategory(message: string): Category | undefined {
  const messageWords = wordsOf(message);
  return CATEGORIES.find((category) => categoryWords[category].some((word) => messageWords.some((said) => isNearWord(said, word))));
}

const budgetPattern =
  /\b(?:under|below|beneath|less than|cheaper than|up to|max(?:imum)?|within|at most|no more than|budget(?: of| is)?|for|spend(?: up to)?)\s*(?:a\s+)?(£?\s*\d[\d,]*(?:\.\d{1,2})?)\s*(?:pounds?|quid|gbp)?/i;

/** The most a customer wants to spend, in pence, from phrases like "under £100" or "budget of 250 pounds". */
export function findBudget(message: string): number | undefined {
  const amount = budgetPattern.exec(message)?.[1];
  return amount === undefined ? undefined : (parsePounds(amount) ?? undefined);
}

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
