import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import { chatFeedback, chatTurns } from '../../db/schema.ts';
import { announce, openLiveFeed } from '../../events/index.ts';
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

  it('tells the admins of a turn it could not answer and of an unhelpful rating once stored, and of nothing it failed to store', async () => {
    const store = databaseChatStore(database.db);
    const feed = await openLiveFeed(database);
    const heard: LiveEvent[] = [];
    const stop = feed.subscribe((event) => heard.push(event));
    /** The topics announced since the last call, in order: a marker announced last tells when all have arrived. */
    const announced = async () => {
      const marker = randomUUID();
      await announce(database.db, { topic: 'products', id: marker });
      await expect.poll(() => heard.some((event) => event.id === marker)).toBe(true);
      return heard.splice(0).flatMap((event) => (event.id === marker ? [] : [event.topic]));
    };
    try {
      const unanswered = { message: 'asdf', response: 'Sorry?', source: 'Fallback', intent: null, latencyMs: 1 };
      await store.recordTurn({ message: 'hi', response: 'Hello!', source: 'SmallTalk', intent: 'greeting', latencyMs: 1 });
      await store.recordFeedback({ message: 'hi', response: 'Hello!', sentiment: 'positive', source: 'SmallTalk', intent: 'greeting' });
      expect(await announced()).toEqual([]);

      await store.recordTurn(unanswered);
      await store.recordFeedback({ ...unanswered, sentiment: 'negative' });
      expect(await announced()).toEqual(['unanswered', 'unanswered']);
      expect(await database.db.select().from(chatTurns)).toContainEqual(expect.objectContaining({ message: 'asdf', source: 'Fallback' }));
      expect(await database.db.select().from(chatFeedback)).toContainEqual(
        expect.objectContaining({ message: 'asdf', sentiment: 'negative' }),
      );

      // A conversation that does not exist: the turn is refused, and nobody is told of it.
      await expect(store.recordTurn({ ...unanswered, conversationId: randomUUID() })).rejects.toThrow();
      await expect(store.recordFeedback({ ...unanswered, sentiment: 'negative', conversationId: randomUUID() })).rejects.toThrow();
      expect(await announced()).toEqual([]);
    } finally {
      stop();
      await feed.close();
    }
  });
});
