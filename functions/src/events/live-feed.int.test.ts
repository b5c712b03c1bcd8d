import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import { openPostgres } from '../db/client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/database.ts';
import { announce, openLiveFeed } from './live-feed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function nextEvent(subscribe: (listener: (event: LiveEvent) => void) => () => void): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const stop = subscribe((event) => {
      stop();
      resolve(event);
    });
  });
}

describe('live feed', () => {
  it('streams announced changes to GET /api/events as Server-Sent Events', async () => {
    const response = await t.app.request('/api/events');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
    await announce(t.database.db, { topic: 'products', id: 'abc' });
    while (!text.includes('event: change')) text += (await reader.read()).value ?? '';
    expect(text).toContain('data: {"topic":"products","id":"abc"}');
    await reader.cancel();
  });

  it('announces only when the writing transaction commits', async () => {
    const received: LiveEvent[] = [];
    const stop = t.feed.subscribe((event) => received.push(event));
    await t.database.db
      .transaction(async (tx) => {
        await announce(tx, { topic: 'products', id: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const committed = nextEvent(t.feed.subscribe);
    await announce(t.database.db, { topic: 'products', id: 'committed' });
    await committed;
    stop();
    expect(received.map((event) => event.id)).toEqual(['committed']);
  });

  it.runIf(testDatabaseKind === 'postgres')('carries changes made by another server instance', async () => {
    const other = await openPostgres(t.database.url ?? '');
    const arrived = nextEvent(t.feed.subscribe);
    await announce(other.db, { topic: 'users', id: 'from-elsewhere' });
    expect(await arrived).toEqual({ topic: 'users', id: 'from-elsewhere' });
    await other.close();
  });

  it('ignores malformed payloads on the channel', async () => {
    const feed = await openLiveFeed(t.database);
    const received: LiveEvent[] = [];
    feed.subscribe((event) => received.push(event));
    const valid = nextEvent(feed.subscribe);
    await t.database.db.execute("SELECT pg_notify('shop_events', 'not json')");
    await announce(t.database.db, { topic: 'reviews' });
    await valid;
    expect(received).toEqual([{ topic: 'reviews' }]);
    await feed.close();
  });
});
