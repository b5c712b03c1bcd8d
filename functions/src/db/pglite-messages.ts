// What the server's thread and the embedded database's worker thread (pglite-worker.ts) say to each other.

/**
 * The column types the worker answers as PostgreSQL's text, for Drizzle's own parsers to read: timestamps (1114,
 * 1184), intervals (1186) and dates (1082), and arrays of numerics (1231), timestamps (1115, 1185), intervals
 * (1187) and dates (1182). These are the types Drizzle's PGlite driver asks for as text with every query. PGlite
 * set up to answer them so once, at start, reads a result as fast as it can: a query that names parsers of its
 * own has PGlite copy its table of some 350 parsers first, which was half the time of a small query.
 */
export const TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export type QueryOptions = { rowMode: 'array' | 'object' };

export type Request =
  | { op: 'query'; sql: string; params: unknown[]; options: QueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

export type Call = Request & { id: number };

/** A failure as plain data: the error's message and its own fields (PostgreSQL's `code`, `detail`...). */
export type FailureData = { message: string; fields: Record<string, unknown> };

export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; failure: FailureData } | { notify: string; payload: string };
