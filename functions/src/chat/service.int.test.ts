import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFeedback, chatTurns } from '../db/schema.ts';
import { announce, openLiveFeed, type LiveFeed } from '../events/live-feed.ts';
import { insertProduct } from '@shop/test-support/data-generators';
import { openTestDatabase, type TestDatabase } from '@shop/test-support/database';
import { loadChatClassifier } from './classifier/model/load.ts';
import { memoryLimits } from '../limits/index.ts';
import { databaseSupportDesk } from '../support/index.ts';
import { createChatService } from './service.ts';

let database: TestDatabase;
let feed: LiveFeed;
let service: ReturnType<typeof createChatService>;

const post = (path: string, body: unknown) =>
  service.router.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

type Answer = { response: string; source: string; intent: string | null };

async function ask(message: string): Promise<Answer> {
  const response = await post('/get', { message });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  feed = await openLiveFeed(database);
  service = createChatService({
    db: database.db,
    feed,
    limits: { rateLimit: 1000, rateWindowMs: 60_000, maxMessageChars: 1000, retentionDays: 90 },
    rateLimiter: memoryLimits().limiter('chat', { limit: 1000, windowMs: 60_000 }),
    classifier: loadChatClassifier(),
    support: databaseSupportDesk(database.db),
  });
  await insertProduct(database.db, { productName: 'Kingsway Classic Watch', category: 'watch', price: 14900, ratings: [5, 4] });
  await insertProduct(database.db, { productName: 'Trail Field Watch', category: 'watch', price: 3900, ratings: [4] });
});

afterAll(async () => {
  service?.close();
  await feed?.close();
  await database?.drop();
});

describe('the chat service on the database', () => {
  it('answers the cheapest watch from the product table', async () => {
    expect(await ask('what is the cheapest watch?')).toMatchObject({
      source: 'Catalog',
      response: 'Our cheapest watch is the Trail Field Watch at £39.00.',
    });
  });

  it('knows a product an admin adds as soon as the live feed announces it', async () => {
    await ask('cheapest watch');
    await insertProduct(database.db, { productName: 'Pocket Tick Watch', category: 'watch', price: 1500 });
    await announce(database.db, { topic: 'products' });
    await eventually(async () => {
      expect((await ask('cheapest watch')).response).toBe('Our cheapest watch is the Pocket Tick Watch at £15.00.');
    });
  });

  it('stores every turn and every rating, with the rated turn’s intent', async () => {
    const answer = await ask('how much is shipping?');
    await eventually(async () => {
      expect(await database.db.select().from(chatTurns)).toEqual(
        expect.arrayContaining([expect.objectContaining({ message: 'how much is shipping?', source: 'FAQ', intent: 'delivery_options' })]),
      );
    });
    const rating = { message: 'how much is shipping?', response: answer.response, sentiment: 'positive', source: answer.source };
    expect((await post('/feedback', rating)).status).toBe(200);
    expect(await database.db.select().from(chatFeedback)).toMatchObject([{ ...rating, intent: 'delivery_options' }]);
  });
});
