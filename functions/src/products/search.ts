// What a shopper's search text finds. First the text as typed: a name holding it, a word of a description
// starting with it (for text of three letters or more: "o" would find every "of"), or a category whose name has a word starting with it ("phone" finds the Mobile phones).
// Only when that finds nothing, and the text has three letters or more, a word of a name or description near
// it, a typo forgiven ("headphons" finds the headphones): PostgreSQL's trigram word similarity (pg_trgm,
// which the name index already uses). That is measured on every product's whole text (EXPLAIN: a sequential
// scan computing word_similarity on each row, about ten times the list's own query on the embedded database),
// so what a text finds in the catalogue (anything as typed, or else which products are near it) is found once,
// not per page, filter and count, and kept until the catalogue changes: a typo's page then costs what the
// plain list's does.
import { asc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { suggestCategories } from '@shop/core/category-suggestions';
import { containing, type Db, products } from '../db/index.ts';

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

/** At most this many near products are kept for a text: a typo near more is no longer a search. */
const NEAR_MAX = 500;

/** The ids of the products with a word near the text (none for text too short to judge), nearest first, then by name. */
export async function productsNear(db: Db, text: string): Promise<string[]> {
  const typed = typedText(text);
  if (typed.length < WORD_MIN_CHARS) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${nearness(typed)} >= ${WORD_SIMILARITY_MIN}`)
    .orderBy(sql`${nearness(typed)} DESC`, asc(sql`lower(${products.productName})`), asc(products.id))
    .limit(NEAR_MAX);
  return rows.map((row) => row.id);
}

/** What a text finds in the whole catalogue, before any filter: products as typed, or else the ids of those near it. */
export type TextMatch = { isAsTyped: true } | { isAsTyped: false; nearIds: string[] };

export type CatalogueSearch = (db: Db, text: string) => Promise<TextMatch>;

export const searchCatalogue: CatalogueSearch = async (db, text) => {
  const [asTyped] = await db.select({ id: products.id }).from(products).where(exactMatches(text)).limit(1);
  return asTyped ? { isAsTyped: true } : { isAsTyped: false, nearIds: await productsNear(db, text) };
};

/** Values kept per key until a product changes: a feed cache (functions/src/http/read-cache.ts). */
type KeptUntilChange<Value> = { read(key: string, load: () => Promise<Value>): Promise<Value> };

/** searchCatalogue, kept per text. */
export const keptCatalogueSearch =
  (kept: KeptUntilChange<TextMatch>): CatalogueSearch =>
  (db, text) =>
    kept.read(typedText(text), () => searchCatalogue(db, text));

/** The products among `ids`. */
export const amongProducts = (ids: string[]): SQL => inArray(products.id, ids);
