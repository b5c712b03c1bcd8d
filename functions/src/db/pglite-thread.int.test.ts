// The embedded database on its own thread, as the server opens it: Drizzle's queries, transactions that
// commit or roll back, PostgreSQL's error codes and NOTIFY all cross the thread as they would in-process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, openPgliteOnThread, type Database } from './client.ts';
import { isUniqueViolation } from './errors.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { products } from './schema.ts';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-pglite-thread-'));
  database = await openPgliteOnThread(path.join(dir, 'db'), new URL('./pglite-worker.ts', import.meta.url));
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const product = (productName: string) => ({
  productName,
  shortDesc: 'short',
  description: 'long',
  category: 'chair' as const,
  price: 4999,
  imgUrl: '/files/x.webp',
  imgSrcSet: '/files/x.webp 320w',
});

it('answers Drizzle queries with the types it reads in-process (dates as dates, numbers as numbers)', async () => {
  const [row] = await database.db.insert(products).values(product('Thread chair')).returning();
  expect(row?.createdAt).toBeInstanceOf(Date);
  expect(row?.price).toBe(4999);
  const [read] = await database.db.select().from(products).where(eq(products.productName, 'Thread chair'));
  expect(read).toEqual(row);
});

it('keeps what a transaction wrote when it commits, and nothing when it throws', async () => {
  await database.db.transaction(async (tx) => {
    await tx.insert(products).values(product('Kept sofa'));
  });
  await expect(
    database.db.transaction(async (tx) => {
      await tx.insert(products).values(product('Lost sofa'));
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  const names = (await database.db.select({ name: products.productName }).from(products)).map((row) => row.name);
  expect(names).toContain('Kept sofa');
  expect(names).not.toContain('Lost sofa');
});

it('runs queries from outside a transaction after it, not inside it', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const writing = database.db.transaction(async (tx) => {
    await tx.insert(products).values(product('Waiting lamp'));
    await held;
  });
  const counting = database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.productName, 'Waiting lamp'));
  release();
  await writing;
  expect((await counting)[0]?.total).toBe(1);
});

it("passes PostgreSQL's error code across, so a duplicate is recognised", async () => {
  const [row] = await database.db.insert(products).values(product('Twice')).returning();
  const again = await database.db
    .insert(products)
    .values({ ...product('Twice'), id: row?.id })
    .catch((error: unknown) => error);
  expect(isUniqueViolation(again)).toBe(true);
});

it('delivers NOTIFY to a listener on the server thread', async () => {
  const heard: string[] = [];
  const stop = await database.listen('thread_test', (payload) => heard.push(payload));
  await database.db.execute(sql`SELECT pg_notify('thread_test', 'hello')`);
  await expect.poll(() => heard).toEqual(['hello']);
  await stop();
});

it('reads dates, timestamps, intervals and arrays of them as Drizzle reads them in-process', async () => {
  const query = sql`SELECT '2024-01-02'::date AS day, '2024-01-02 03:04:05'::timestamp AS at,
    '2024-01-02 03:04:05+01'::timestamptz AS "atZone", interval '1 day 2 hours' AS span,
    ARRAY['2024-01-02'::date] AS days, ARRAY['2024-01-02 03:04:05'::timestamp] AS ats, ARRAY[1.5::numeric] AS amounts,
    ARRAY['a', 'b'] AS words, 7 AS count, '{"a": 1}'::jsonb AS doc`;
  const rowsOf = async ({ db }: Database) => ((await db.execute(query)) as { rows: unknown[] }).rows;
  const inProcess = await openPglite(undefined);
  try {
    expect(await rowsOf(database)).toEqual(await rowsOf(inProcess));
  } finally {
    await inProcess.close();
  }
});

it('refuses a query that does not read those types itself, rather than answer it text it did not ask for', async () => {
  const thread = await openPgliteThread(path.join(dir, 'other'), new URL('./pglite-worker.ts', import.meta.url));
  try {
    await expect(thread.query('SELECT now()')).rejects.toThrow(/answers the column types 1114, .* as text, as Drizzle reads them/);
  } finally {
    await thread.close();
  }
});
