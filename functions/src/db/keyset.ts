// Keyset pages in SQL (core/src/keyset.ts): the rows after a cursor, newest first, found through an index on
// (..., created_at DESC, id DESC) however deep the page, and the cursor that continues after a page.
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor, INVALID_CURSOR, type KeysetPage } from '@shop/core/keyset';
import { invalid } from '../errors.ts';

/** A table's keyset: a time with millisecond precision (what a cursor holds) and the id that breaks ties. */
type Keys = { createdAt: PgColumn; id: PgColumn };

/** Newest first, the order the cursor continues in. */
export const newestFirst = ({ createdAt, id }: Keys) => [desc(createdAt), desc(id)];

/** The rows after the cursor's (older, or as old with a smaller id); no condition for the first page. */
export function afterCursor({ createdAt, id }: Keys, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const after = decodeCursor(cursor);
  if (after === null) throw invalid(INVALID_CURSOR);
  return or(lt(createdAt, after.time), and(eq(createdAt, after.time), lt(id, after.id)));
}

/** How many rows to read for a page of `limit`: one more tells whether any come after it. */
export const rowsForPage = (limit: number) => limit + 1;

/**
 * A page of `limit` from rows read with rowsForPage(limit): a cursor only when rows come after it, so a
 * list that ends on a full page offers no Load More that would find nothing.
 */
export function keysetPage<T extends { createdAt: string; id: string }>(rows: T[], limit: number): KeysetPage<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
