// `npm start`'s server on a fresh data directory, then again on the same one: each start step says what it
// did in one line with its time, and the log never holds a sample account's password, even one set through
// ADMIN_PASSWORD.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess } from '@shop/test-support/server-process';

const ADMIN_PASSWORD = 'Kept-Secret-Passphrase-31';
const SAMPLE_PASSWORDS = [ADMIN_PASSWORD, 'admin-pass-2024', 'shopper-pass-2024'];
const STEPS = ['modules', 'chat model', 'database', 'migrations', 'sample shop', 'server'];

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-first-start-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function startAndStop(): Promise<string> {
  // Its own PGlite data, even when DATABASE_URL points the other suites at a shared PostgreSQL database.
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ADMIN_PASSWORD });
  await server.stop();
  return server.output();
}

const stepLines = (log: string) =>
  log
    .split('\n')
    .flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as { step?: string; msg: string }] : []))
    .filter((line) => line.step !== undefined);

it('says each step of a first start with its time, names the sample accounts and writes no password', async () => {
  const log = await startAndStop();
  const steps = stepLines(log);
  expect(steps.map((line) => line.step)).toEqual(STEPS);
  for (const line of steps) expect(line.msg).toMatch(/^[a-z ]+: .+ \(\d+\.\d s\)$/);
  expect(steps.find((line) => line.step === 'sample shop')?.msg).toContain('added 39 products');
  expect(log).toContain('sample admin account: admin@multimart.example');
  expect(log).toContain('sample shopper account: shopper@multimart.example');
  for (const password of SAMPLE_PASSWORDS) expect(log).not.toContain(password);
}, 240_000);

it('finds the shop already there on a later start', async () => {
  const log = await startAndStop();
  expect(stepLines(log).find((line) => line.step === 'sample shop')?.msg).toMatch(/^sample shop: already there/);
  expect(stepLines(log).find((line) => line.step === 'migrations')?.msg).toMatch(/^migrations: up to date/);
  for (const password of SAMPLE_PASSWORDS) expect(log).not.toContain(password);
}, 240_000);
