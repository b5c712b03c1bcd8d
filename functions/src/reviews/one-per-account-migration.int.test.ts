// The migration that makes reviews one per account and product, run on a database that already holds an
// account's several reviews of one product: the newest stays, and the product's rating forgets the others.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, products, reviews } from '../db/index.ts';
import * as schema from '../db/schema.ts';

const MIGRATION = '0014_one_review_per_account';

let client: PGlite;
let olderMigrations: string;
const db = () => drizzle(client, { schema });

/** The committed migrations as they were before this one. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  olderMigrations = await migrationsBefore(MIGRATION);
  await migrate(db(), { migrationsFolder: olderMigrations });
});
afterAll(async () => {
  await client?.close();
  if (olderMigrations) await rm(olderMigrations, { recursive: true, force: true });
});

const product = (productName: string, ratings: number[]) => ({
  productName,
  shortDesc: 's',
  description: 'd',
  category: 'chair' as const,
  price: 100,
  imgUrl: '/i.png',
  imgSrcSet: '',
  ratings,
  avgRating: ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length,
});
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('the one-review-per-account migration on a database with duplicates', () => {
  it("keeps each account's newest review of a product and takes the others out of its rating", async () => {
    // Accounts written as the older schema has them: later migrations add columns the schema module knows.
    const account = async (email: string) =>
      (
        await client.query<{ id: string }>(
          'INSERT INTO users (email, display_name, password_hash, photo_url) VALUES ($1, $1, $2, $3) RETURNING id',
          [email, 'x', '/files/p.png'],
        )
      ).rows[0];
    const [flooder, other] = [await account('flood@example.com'), await account('other@example.com')];
    // Other's 5, the flooder's 1, 1, 2 (newest), and an anonymised 3 that belongs to nobody.
    const [chair, lamp] = await db()
      .insert(products)
      .values([product('Chair', [5, 1, 1, 2, 3]), product('Lamp', [4, 4])])
      .returning();
    if (!flooder || !other || !chair || !lamp) throw new Error('sample rows missing');
    // Written as the older schema has them (no column this migration adds).
    const review = (productId: string, userId: string | null, rating: number, createdAt: Date) =>
      client.query('INSERT INTO reviews (product_id, user_id, user_name, text, rating, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        productId,
        userId,
        'n',
        `${rating} on day ${createdAt.getUTCDate()}`,
        rating,
        createdAt,
      ]);
    await review(chair.id, other.id, 5, day(1));
    await review(chair.id, flooder.id, 1, day(2));
    await review(chair.id, flooder.id, 1, day(3));
    await review(chair.id, flooder.id, 2, day(4));
    await review(chair.id, null, 3, day(5));
    await review(lamp.id, flooder.id, 4, day(1));
    await review(lamp.id, other.id, 4, day(2));

    await migrate(db(), { migrationsFolder });

    const left = await db().select().from(reviews).where(eq(reviews.productId, chair.id)).orderBy(asc(reviews.createdAt));
    expect(left.map((row) => row.text)).toEqual(['5 on day 1', '2 on day 4', '3 on day 5']);
    const [chairAfter] = await db().select().from(products).where(eq(products.id, chair.id));
    expect([...(chairAfter?.ratings ?? [])].sort()).toEqual([2, 3, 5]);
    expect(chairAfter?.avgRating).toBeCloseTo(10 / 3, 10);
    const [lampAfter] = await db().select().from(products).where(eq(products.id, lamp.id));
    expect(lampAfter).toMatchObject({ ratings: [4, 4], avgRating: 4 });
    expect(await db().select().from(reviews).where(eq(reviews.productId, lamp.id))).toHaveLength(2);

    await expect(review(chair.id, flooder.id, 5, day(6))).rejects.toThrow(/reviews_one_per_account_idx/);
  });
});
