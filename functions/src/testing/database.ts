// A fresh, migrated database per test file: in-memory PGlite, or (TEST_DB=postgres) a throwaway
// database on the PostgreSQL server named by DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

/** `url` is set on PostgreSQL, so a test can open a second connection like another server instance would. */
export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<TestDatabase> {
  const database =
    testDatabaseKind === 'postgres' ? await openThrowawayPostgres() : await withDrop(await openPglite(undefined), async () => {});
  await database.migrate();
  return database;
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

async function openThrowawayPostgres(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return withDrop(
    await openPostgres(url.toString()),
    async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
    url.toString(),
  );
}
