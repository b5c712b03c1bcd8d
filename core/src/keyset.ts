// Keyset pages, newest first (reviews of a product, a shopper's orders, support tickets): each page ends with a
// cursor naming its last row by time and id ("2026-11-22T10:00:00.123Z_<uuid>"), and the next page starts
// right after that row, however far down the list it is and however many rows arrive meanwhile. The time has
// millisecond precision: the columns paged this way are stored as timestamp(3).
import { z } from 'zod';

/** A page of rows, newest first; `nextCursor` continues after the last one. */
export type KeysetPage<T> = { items: T[]; nextCursor: string | null };

export type Keyset = { time: Date; id: string };

export const INVALID_CURSOR = 'The cursor is not valid.';

export function encodeCursor(time: string, id: string): string {
  return `${time}_${id}`;
}

export function decodeCursor(cursor: string): Keyset | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
    cursor,
  );
  const time = new Date(match?.[1] ?? '');
  // Rows are written now, so a time before 1970 is no row's; the year 0 would not even fit the database.
  return match?.[2] && time.getTime() >= 0 ? { time, id: match[2] } : null;
}

/** A cursor in a query string, refused beside its field when it names no row. */
export const cursorSchema = z
  .string()
  .max(200, INVALID_CURSOR)
  .refine((cursor) => decodeCursor(cursor) !== null, INVALID_CURSOR);

/** GET query of a keyset page: where to continue (none for the first page) and how many rows. */
export const keysetPageQuerySchema = (defaultLimit: number) =>
  z
    .object({
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(defaultLimit),
    })
    .strict();
