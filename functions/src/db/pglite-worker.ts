// The embedded database on a thread of its own: PGlite runs each query synchronously on the thread that
// holds it, so the server keeps it here and asks over messages (pglite-thread.ts), and its HTTP thread
// stays free while a query runs. PGlite itself runs one statement or one transaction at a time.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Call, type FailureData, type Reply, TEXT_TYPES } from './pglite-messages.ts';
import { PGLITE_SETTINGS } from './pglite-settings.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
const { dir, template } = workerData as { dir: string; template?: string };

const pg = await PGlite.create(dir, {
  extensions: { pg_trgm },
  postgresqlconf: PGLITE_SETTINGS,
  ...(template ? { loadDataDir: new Blob([new Uint8Array(await readFile(template))]) } : {}),
});
// After PGlite.create, which sets up the parsers of array types: those it made are replaced too.
for (const type of TEXT_TYPES) pg.parsers[type] = (text: string) => text;
const send = (reply: Reply) => port.postMessage(reply);

type Open = { tx: Transaction; finish(commit: boolean): void; done: Promise<void> };
const transactions = new Map<number, Open>();
let lastTransaction = 0;
const unlisten = new Map<string, () => Promise<void>>();

function failureData(error: unknown): FailureData {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, fields };
}

function runner(tx: number | undefined): Pick<PGlite, 'query' | 'exec'> {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/** Opens a transaction and holds it until the server's thread ends it; answers its number once open. */
async function begin(): Promise<number> {
  const id = (lastTransaction += 1);
  let finish: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let opened: () => void = () => {};
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  const done = pg.transaction(async (tx) => {
    transactions.set(id, { tx, finish, done });
    opened();
    if (!(await decided)) await tx.rollback();
  });
  await Promise.race([isOpen, done]);
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  open.finish(commit);
  try {
    await open.done;
  } finally {
    transactions.delete(id);
  }
}

async function answer(call: Call): Promise<unknown> {
  switch (call.op) {
    case 'query':
      return runner(call.tx).query(call.sql, call.params, call.options);
    case 'exec':
      return runner(call.tx).exec(call.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(call.tx, call.commit);
    case 'listen':
      if (!unlisten.has(call.channel)) {
        unlisten.set(call.channel, await pg.listen(call.channel, (payload) => send({ notify: call.channel, payload })));
      }
      return undefined;
    case 'unlisten':
      await unlisten.get(call.channel)?.();
      unlisten.delete(call.channel);
      return undefined;
    case 'close':
      await pg.close();
      return undefined;
  }
}

port.on('message', (call: Call) => {
  answer(call).then(
    (value) => send({ id: call.id, ok: true, value }),
    (error: unknown) => send({ id: call.id, ok: false, failure: failureData(error) }),
  );
});
send({ id: 0, ok: true, value: 'ready' });
