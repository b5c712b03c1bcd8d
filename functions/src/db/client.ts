// Opens the database: PGlite on disk under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Each
// driver loads when it is opened: the embedded server never holds node-postgres, nor any server PGlite on its
// own thread (pglite-worker.ts has it), about 4 MB of heap.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PostgresClient } from 'pg';
import { PGLITE_SETTINGS } from './pglite-settings.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { asPglite, openPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Listener = (payload: string) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Receives NOTIFY payloads on a channel, from this process and (on PostgreSQL) from every other instance. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

type Journal = { entries: unknown[] };

/** How many of the committed migrations this database has not run yet. */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  // Both drivers answer raw queries with { rows }.
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: Row[] }).rows;
  const [table] = await rowsOf<{ name: string | null }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`);
  const [counted] = table?.name
    ? await rowsOf<{ applied: number }>(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`)
    : [];
  const applied = Number(counted?.applied ?? 0);
  return journal.entries.length - applied;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's worker (pglite-worker.ts, or its compiled file): PGlite runs on that thread. */
  pgliteWorker?: URL;
};

export async function openDatabase({ dataDir, databaseUrl, pgliteWorker }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const dir = path.join(dataDir, 'db');
  return pgliteWorker ? openPgliteOnThread(dir, pgliteWorker, await pgliteTemplate()) : openPglite(dir);
}

function pgliteDatabase(client: PGlite, extra: { close(): Promise<void> }): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, listener) => client.listen(channel, listener),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: extra.close,
  };
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts), so that no query holds up the server's
 * thread. A new one starts from `template` (a dump of a migrated one) when given.
 */
export async function openPgliteOnThread(dir: string, workerFile: URL, template?: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const thread = await openPgliteThread(dir, workerFile, existsSync(path.join(dir, 'PG_VERSION')) ? undefined : template);
  return pgliteDatabase(asPglite(thread), { close: () => thread.close() });
}

export type PgliteDatabase = Database & {
  /** The whole database as a tarball, to start others from (tests start from a migrated one). */
  dump(): Promise<Blob>;
  /** The same, gzipped, to keep on disk. */
  dumpGzipped(): Promise<Blob>;
};

/**
 * An embedded database on this thread (tests, the migrate and seed commands); `dir` undefined keeps it in
 * memory, optionally starting from a dump.
 */
export async function openPglite(dir: string | undefined, options: { from?: Blob } = {}): Promise<PgliteDatabase> {
  if (dir) await mkdir(dir, { recursive: true });
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  return {
    ...pgliteDatabase(client, { close: () => client.close() }),
    dump: () => client.dumpDataDir('none'),
    dumpGzipped: () => client.dumpDataDir('gzip'),
  };
}

const MIGRATION_LOCK_ID = 72_240_501;

const loadPg = async () => (await import('pg')).default;

export async function openPostgres(url: string): Promise<Database> {
  const [pg, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    loadPg(),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. a database restart); the pool replaces it on next use.
  });
  const db: Db = drizzlePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    listen: (channel, listener) => listenPostgres(url, channel, listener),
    migrate: async () => {
      // Several instances may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A dedicated LISTEN connection that reconnects after the database restarts. */
async function listenPostgres(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  const pg = await loadPg();
  let client: PostgresClient | undefined;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) listener(message.payload ?? '');
    });
    next.on('error', () => scheduleReconnect());
    next.on('end', () => scheduleReconnect());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (isClosed || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, 1000);
  };

  await connect();
  return async () => {
    isClosed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
