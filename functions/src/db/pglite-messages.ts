// What the server's thread and the embedded database's worker thread (pglite-worker.ts) say to each other.

/** Results of these column types come back as PostgreSQL's text, for the caller's own parsers to read. */
export type QueryOptions = { rowMode?: 'array' | 'object'; textTypes?: number[] };

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
