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

/** Words that never identify a product on their own, beside the ordinary words customers write. */
const genericWords = new Set([
  ...Object.values(categoryWords).flat(),
  ...['pro', 'max', 'mini', 'plus', 'lite', 'ultra', 'edition', 'home', 'smart', 'page', 'site'],
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

export type ProductFinder = (message: string) => ProductMention | undefined;

/**
 * Finds the product a message names. Only a distinctive name word ("Westview", "Aria") identifies a product:
 * a name word that customers also use in ordinary questions ("cancelling" in "Noise-Cancelling") would
 * otherwise turn "help me with cancelling my order" into a question about headphones.
 */
export function productFinder(products: readonly CatalogProduct[], ordinaryWords: ReadonlySet<string>): ProductFinder {
  const named = products.map((product) => {
    const nameWords = wordsOf(product.productName);
    const distinctive = nameWords.filter((word) => word.length >= 3 && !genericWords.has(word) && !ordinaryWords.has(word));
    return { product, nameWords, distinctive };
  });
  return (message) => {
    const messageWords = wordsOf(message);
    const said = (word: string) => messageWords.some((messageWord) => isNearWord(messageWord, word));
    let best: { mention: ProductMention; score: readonly number[] } | undefined;
    for (const { product, nameWords, distinctive } of named) {
      const distinctiveSaid = distinctive.filter(said).length;
      if (distinctiveSaid === 0) continue;
      const nameWordsSaid = nameWords.filter(said).length;
      // More distinctive words first, then more of the name, then the name said most completely.
      const score = [distinctiveSaid, nameWordsSaid, nameWordsSaid / nameWords.length];
      if (!best || isGreater(score, best.score)) {
        const matchedWords = new Set(messageWords.filter((word) => distinctive.some((nameWord) => isNearWord(word, nameWord))));
        best = { mention: { product, matchedWords }, score };
      }
    }
    return best?.mention;
  };
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
