// The database steps of `npm start` as a newcomer or an operator runs them: `npm run db:migrate` then
// `npm run db:seed` on a fresh embedded database (TEST_DB=pglite) or an empty PostgreSQL database.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@shop/test-support/database';
import { readConfig } from './config.ts';
import { startServer } from './server.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-steps-'));
  env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' };
  if (testDatabaseKind === 'postgres') {
    const server = process.env.DATABASE_URL ?? '';
    const name = `shop_steps_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const cleaner = new pg.Client({ connectionString: server });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    };
  }
});
afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const npmRun = async (script: string) =>
  (await run('npm', ['run', '--silent', script], { cwd: repoRoot, env: { ...process.env, ...env } })).stdout;

describe('npm run db:migrate and db:seed', () => {
  it('refuses to serve a database that is not migrated, and says what to run', async () => {
    await expect(startServer(readConfig({ ...env, PORT: '0' }), pino({ level: 'silent' }))).rejects.toThrow(
      /migration\(s\) behind\. Run npm run db:migrate/,
    );
  }, 120_000);

  it('migrates a fresh database, then finds it up to date', async () => {
    expect(await npmRun('db:migrate')).toMatch(/applied \d+ migration\(s\)/);
    expect(await npmRun('db:migrate')).toContain('the database is up to date');
  }, 120_000);

  it('seeds the sample shop once, then leaves it alone', async () => {
    const first = await npmRun('db:seed');
    expect(first).toContain('seeded the sample catalogue');
    expect(first).toContain('sample admin account: admin@multimart.example');
    expect(await npmRun('db:seed')).not.toContain('seeded');
  }, 180_000);

  it('then serves it', async () => {
    const server = await startServer(readConfig({ ...env, PORT: '0' }), pino({ level: 'silent' }));
    const products = (await (await fetch(`${server.url}/api/products?pageSize=1`)).json()) as { total: number };
    await server.close();
    expect(products.total).toBeGreaterThan(0);
  }, 120_000);
});
