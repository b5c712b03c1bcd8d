// The server's side of the embedded database on its own thread (pglite-worker.ts): the part of PGlite's
// client that Drizzle and the live feed use (query, exec, transaction, listen, close), each call a message.
// A query that runs for a while then holds up nobody but the queries queued behind it.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions as PgliteQueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { type Call, type FailureData, type Reply, type Request, TEXT_TYPES } from './pglite-messages.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;
export type PgliteThread = Queryable & {
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

type Field = { name: string; dataTypeID: number };

/** Long enough to keep the cost of extra turns small, short enough that a new connection never waits long. */
const TURN_BUDGET_MS = 5;

/**
 * Node takes one new connection per turn of its event loop, and the worker's answers arrive together: one
 * turn could run every waiting request's next step, hundreds of milliseconds on a busy machine, while a new
 * visitor waited seconds. A request's next query so waits for the next turn once this one has run for
 * TURN_BUDGET_MS, and new connections are taken in between.
 */
function turnSlices(): () => Promise<void> | undefined {
  let turnStarted = performance.now();
  let next: Promise<void> | undefined;
  return () => {
    if (performance.now() - turnStarted <= TURN_BUDGET_MS) return undefined;
    next ??= nextTurn().then(() => {
      turnStarted = performance.now();
      next = undefined;
    });
    return next;
  };
}

/** An error from the worker, with PostgreSQL's fields (`code`...) where the error checks look for them. */
function failure({ message, fields }: FailureData): Error {
  return Object.assign(new Error(message), fields);
}

/** The worker answers TEXT_TYPES as text, whoever asks: a query must read exactly those itself, as Drizzle's do. */
function assertReadsTextTypes(parsers: NonNullable<PgliteQueryOptions['parsers']>): void {
  const named = Object.keys(parsers).map(Number);
  if (named.length !== TEXT_TYPES.length || !named.every((type) => TEXT_TYPES.includes(type))) {
    throw new Error(
      `The embedded database's thread answers the column types ${TEXT_TYPES.join(', ')} as text, as Drizzle reads them; ` +
        `this query reads ${named.length > 0 ? named.join(', ') : 'none'} itself.`,
    );
  }
}

/**
 * Drizzle hands PGlite functions to read some column types with (dates as text). Functions cannot cross
 * threads: the worker answers those types as text, and they are read here.
 */
function readColumns(result: Results, parsers: NonNullable<PgliteQueryOptions['parsers']>, rowMode: 'array' | 'object'): Results {
  const fields = result.fields as Field[];
  const read = fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ key: rowMode === 'array' ? index : field.name, parser }] : [];
  });
  if (read.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parser } of read) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parser(value);
    }
  }
  return result;
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline compiler (Liftoff), then
 * compiles the busy functions again with its optimising one (TurboFan) on background threads, whose working
 * memory the process keeps: Liftoff alone held the idle server about 55 MB lower and opened the database
 * sooner (0.9 against 1.4 s), with the same CPU time per query. The setting is the process's; PGlite is the
 * only WebAssembly the server runs.
 */
const BASELINE_WEBASSEMBLY = '--liftoff-only';

/**
 * Starts the worker on the database at `dir` and answers once it is open; a new one is a copy of the dump in
 * `template` when given.
 */
export async function openPgliteThread(dir: string, workerFile: URL, template?: string): Promise<PgliteThread> {
  setFlagsFromString(BASELINE_WEBASSEMBLY);
  const worker = workerFile.pathname.endsWith('.ts')
    ? // Its TypeScript source (where the server itself runs from source, as in tests) goes through tsx.
      new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); });`, {
        eval: true,
        workerData: { dir, template },
      })
    : new Worker(workerFile, { workerData: { dir, template } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastCall = 0;
  let stopped: Error | undefined;

  const ready = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on('message', (reply: Reply) => {
    if ('notify' in reply) {
      for (const listener of listeners.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(failure(reply.failure));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => stop(new Error(`the embedded database stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => stop(new Error(`the embedded database stopped (exit code ${code})`)));

  const waitForTurn = turnSlices();
  const call = async (request: Request): Promise<unknown> => {
    // A transaction's own statements go on at once: it holds the database until it ends.
    if (!('tx' in request && request.tx !== undefined)) await waitForTurn();
    if (stopped) throw stopped;
    const id = (lastCall += 1);
    const answered = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ ...request, id } satisfies Call);
    return answered;
  };

  const queryable = (tx: number | undefined): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options: PgliteQueryOptions = {}) {
      const rowMode = options.rowMode ?? 'object';
      const parsers = options.parsers ?? {};
      assertReadsTextTypes(parsers);
      const result = (await call({ op: 'query', sql, params, options: { rowMode }, tx })) as Results<T>;
      return readColumns(result as Results, parsers, rowMode) as Results<T>;
    },
    async exec(sql: string) {
      return (await call({ op: 'exec', sql, tx })) as Results[];
    },
  });

  await ready;
  return {
    ...queryable(undefined),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const id = (await call({ op: 'begin' })) as number;
      let closed = false;
      const finish = async (commit: boolean) => {
        if (closed) return;
        closed = true;
        await call({ op: 'end', tx: id, commit });
      };
      const tx = {
        ...queryable(id),
        rollback: () => finish(false),
        get closed() {
          return closed;
        },
      } as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        await finish(false).catch(() => undefined);
        throw error;
      }
      await finish(true);
      return result;
    },
    async listen(channel, listener) {
      const channelListeners = listeners.get(channel) ?? new Set();
      listeners.set(channel, channelListeners);
      channelListeners.add(listener);
      await call({ op: 'listen', channel });
      return async () => {
        channelListeners.delete(listener);
        if (channelListeners.size === 0 && !stopped) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

/** The thread's client where Drizzle expects a PGlite: it calls only what PgliteThread has. */
export const asPglite = (thread: PgliteThread) => thread as unknown as PGlite;
