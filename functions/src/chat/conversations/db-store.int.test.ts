import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFeedback, chatTurns } from '../../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '@shop/test-support/database';
import { databaseChatStore } from './db-store.ts';

describe('databaseChatStore', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.drop());

  it('stores turns and ratings for the chat analytics', async () => {
    const store = databaseChatStore(database.db);
    await store.recordTurn({
      message: 'cheapest watch',
      response: 'The Pulse watch.',
      source: 'Catalog',
      intent: 'product_cheapest',
      latencyMs: 2,
    });
    await store.recordFeedback({
      message: 'cheapest watch',
      response: 'The Pulse watch.',
      sentiment: 'positive',
      source: 'Catalog',
      intent: 'product_cheapest',
    });
    expect(await database.db.select().from(chatTurns)).toMatchObject([
      {
        message: 'cheapest watch',
        response: 'The Pulse watch.',
        source: 'Catalog',
        intent: 'product_cheapest',
        latencyMs: 2,
        createdAt: expect.any(Date),
      },
    ]);
    expect(await database.db.select().from(chatFeedback)).toMatchObject([{ sentiment: 'positive', intent: 'product_cheapest' }]);
  });

  it('finds the intent of the latest turn with a given message and reply', async () => {
    const store = databaseChatStore(database.db);
    await store.recordTurn({ message: 'hi', response: 'Hello!', source: 'SmallTalk', intent: 'greeting', latencyMs: 1 });
    expect(await store.intentOfTurn('hi', 'Hello!')).toBe('greeting');
    expect(await store.intentOfTurn('hi', 'Something else')).toBeNull();
  });
});
