// A fresh, migrated database per test file: in-memory PGlite, or (TEST_DB=postgres) a throwaway database on
// the PostgreSQL server named by DATABASE_URL. Each starts from a template migrated once per set of
// migrations (a PGlite dump in the temp folder, a template database on PostgreSQL), so a test pays for a
// copy, not for initdb and every migration again.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database } from '@shop/functions/db';

/** `url` is set on PostgreSQL, so a test can open a second connection like another server instance would. */
export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind === 'postgres' ? openThrowawayPostgres() : openThrowawayPglite();
}

/** Names the migrations by their content: a new or changed migration makes a new template. */
async function migrationsVersion(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((file) => /\.(sql|json)$/.test(file)).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

async function withDrop(database: Database, drop: () => Promise<void>, url?: string): Promise<TestDatabase> {
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await drop();
    },
  };
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `shop-pglite-template-${await migrationsVersion()}.tar`);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return new Blob([new Uint8Array(saved)]);
  const fresh = await openPglite(undefined);
  await fresh.migrate();
  const dump = await fresh.dump();
  await fresh.close();
  // Written aside and renamed, so a test file never reads half a template another one is writing.
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function openThrowawayPglite(): Promise<TestDatabase> {
  return withDrop(await openPglite(undefined, { from: await pgliteTemplate() }), async () => {});
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  return url;
}

const databaseUrl = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/** Why the PostgreSQL server at `url` cannot be used, or null when it answers. */
export async function whyPostgresUnreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL at ${url} does not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated template database, made by the first test file that needs it and renamed into place at once. */
async function postgresTemplate(): Promise<string> {
  const name = `shop_template_${await migrationsVersion()}`;
  const exists = await onServer(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount);
  if (exists) return name;
  const building = `shop_building_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${building}`));
  const database = await openPostgres(databaseUrl(building));
  await database.migrate();
  await database.close();
  await onServer(async (client) => {
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async () => {
      // Another test file finished its template first.
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    });
  });
  return name;
}

/**
 * A migrated, empty database of its own on the PostgreSQL server named by DATABASE_URL (a copy of the
 * template), for servers started on it; `drop` removes it, whoever is still connected.
 */
export async function createThrowawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresTemplate();
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(name),
    drop: () => onServer(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** Another connection pool on a test's PostgreSQL database, as a second server instance would open; `drop` only closes it. */
export async function openSharedPostgres(url: string): Promise<TestDatabase> {
  return withDrop(await openPostgres(url), async () => {}, url);
}

async function openThrowawayPostgres(): Promise<TestDatabase> {
  const { url, drop } = await createThrowawayPostgres();
  return withDrop(await openPostgres(url), drop, url);
}
