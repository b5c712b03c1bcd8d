import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@shop/test-support/data-generators';
import { openTestDatabase, type TestDatabase } from '@shop/test-support/database';
import { databaseCatalog } from './catalog.ts';

describe('databaseCatalog', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.drop());

  it('reads every product with its price in pence and its number of ratings', async () => {
    await insertProduct(database.db, {
      productName: 'Meridian Chronograph Watch',
      shortDesc: 'A steel chronograph.',
      category: 'watch',
      price: 24900,
      ratings: [5, 4, 5],
    });
    const [watch] = await databaseCatalog(database.db)();
    expect(watch).toMatchObject({
      productName: 'Meridian Chronograph Watch',
      category: 'watch',
      price: 24900,
      ratingsCount: 3,
      shortDesc: 'A steel chronograph.',
    });
    expect(watch?.avgRating).toBeCloseTo(4.667, 3);
  });
});
