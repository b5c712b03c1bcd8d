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

/** A page read with `limit`: only a full page may have rows after it. */
export function keysetPage<T extends { createdAt: string; id: string }>(items: T[], limit: number): KeysetPage<T> {
  const last = items.at(-1);
  return { items, nextCursor: items.length === limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
