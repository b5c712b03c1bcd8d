import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatFeedback, chatTurns } from '../db/schema.ts';
import { announce } from '../events/live-feed.ts';
import { insertProduct } from '@shop/test-support/data-generators';
import { openChatService, type ChatServiceOnDatabase } from '@shop/test-support/chat-service';
import type { TestDatabase } from '@shop/test-support/database';

let chat: ChatServiceOnDatabase;
let database: TestDatabase;
let service: ChatServiceOnDatabase['service'];

const post = (path: string, body: unknown) =>
  service.router.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

type Answer = { response: string; source: string; intent: string | null };

async function ask(message: string): Promise<Answer> {
  const response = await post('/get', { message });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

/** Retries `check` until it passes, as the live feed and the turn store do their work after the answer. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 100 });

beforeAll(async () => {
  chat = await openChatService();
  ({ database, service } = chat);
  await insertProduct(database.db, { productName: 'Kingsway Classic Watch', category: 'watch', price: 14900, ratings: [5, 4] });
  await insertProduct(database.db, { productName: 'Trail Field Watch', category: 'watch', price: 3900, ratings: [4] });
});

afterAll(() => chat?.close());

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
