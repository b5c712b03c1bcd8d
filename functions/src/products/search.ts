// What a shopper's search text finds. First the text as typed: a name holding it, a word of a description
// starting with it (for text of three letters or more: "o" would find every "of"), or a category whose name has a word starting with it ("phone" finds the Mobile phones).
// Only when that finds nothing, and the text has three letters or more, a word of a name or description near
// it, a typo forgiven ("headphons" finds the headphones): PostgreSQL's trigram word similarity (pg_trgm,
// which the name index already uses), measured on every product, so kept for the searches that need it.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { suggestCategories } from '@shop/core/category-suggestions';
import { containing, products } from '../db/index.ts';

/** Shorter text starts too many words of a description, and has too few trigrams to tell a typo from another word. */
const WORD_MIN_CHARS = 3;

/** pg_trgm's own default for word similarity: "headphons" is 0.8 of "headphones", "oak" 0.25 of "soak". */
const WORD_SIMILARITY_MIN = 0.6;

const typedText = (text: string) => text.trim().toLowerCase();

const nameHolds = (typed: string) => sql`lower(${products.productName}) LIKE ${containing(typed)}`;

/** A word of the description starts with the text (the space put first lets the first word count). */
const descriptionHasWord = (typed: string) => sql`(' ' || lower(${products.description})) LIKE ${containing(` ${typed}`)}`;

/** The products the text finds as it is typed. */
export function exactMatches(text: string): SQL | undefined {
  const typed = typedText(text);
  const categories = suggestCategories(typed).map(({ category }) => category);
  return or(
    nameHolds(typed),
    typed.length >= WORD_MIN_CHARS ? descriptionHasWord(typed) : undefined,
    categories.length > 0 ? inArray(products.category, categories) : undefined,
  );
}

const nearness = (typed: string) =>
  sql<number>`word_similarity(${typed}, lower(${products.productName} || ' ' || ${products.description}))`;

/** The products with a word near the text, for text long enough to judge; undefined for shorter text. */
export function nearMatches(text: string): SQL | undefined {
  const typed = typedText(text);
  return typed.length >= WORD_MIN_CHARS ? sql`${nearness(typed)} >= ${WORD_SIMILARITY_MIN}` : undefined;
}

/** The nearest first, among near matches. */
export const nearestFirst = (text: string): SQL => sql`${nearness(typedText(text))} DESC`;
