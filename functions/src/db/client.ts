// Opens the database: PGlite on disk under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'db'));
}

/** An embedded database; `dir` undefined keeps it in memory (tests). */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, listener) => client.listen(channel, listener),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

const MIGRATION_LOCK_ID = 72_240_501;

export async function openPostgres(url: string): Promise<Database> {
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
  let client: pg.Client | undefined;
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
