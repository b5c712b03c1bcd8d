import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@shop/core/events';
import { openPostgres } from '../db/index.ts';
import { signUp } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { testDatabaseKind } from '@shop/test-support/database';
import { announce, openLiveFeed } from './live-feed.ts';

const t = await fileTestApp();

/** Reads GET /api/events until the stream has said `marker`; answers everything read so far. */
async function openEventStream(cookie?: string, tab?: string) {
  const response = await t.app.request(tab ? `/api/events?tab=${tab}` : '/api/events', cookie ? { headers: { cookie } } : {});
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  let text = '';
  const readUntil = async (marker: string) => {
    while (!text.includes(marker)) text += (await reader.read()).value ?? '';
    return text;
  };
  await readUntil('event: ready');
  return { response, readUntil, close: () => reader.cancel() };
}

/** Renames the account, as the browser tab `clientId` would. */
const rename = (cookie: string, displayName: string, clientId: string) =>
  t.app.request('/api/auth/profile', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, 'x-client-id': clientId },
    body: JSON.stringify({ displayName }),
  });

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
    const stream = await openEventStream();
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await announce(t.database.db, { topic: 'products', id: 'abc' });
    expect(await stream.readUntil('event: change')).toContain('data: {"topic":"products","id":"abc"}');
    await stream.close();
  });

  it("tells a browser what a product's change may touch, so it refetches only the lists that can show it", async () => {
    const stream = await openEventStream();
    await announce(t.database.db, { topic: 'products', id: 'sofa-1', kind: 'listed', categories: ['sofa'], inPlace: true });
    await announce(t.database.db, { topic: 'products', id: 'sofa-2', kind: 'own' });
    const text = await stream.readUntil('sofa-2');
    expect(text).toContain('data: {"topic":"products","id":"sofa-1","kind":"listed","categories":["sofa"],"inPlace":true}');
    expect(text).toContain('data: {"topic":"products","id":"sofa-2","kind":"own"}');
    await stream.close();
  });

  it('tells a visitor only what the shop shows everyone: products, stock and reviews; no order, account or tab', async () => {
    const client = await signUp(t);
    const stream = await openEventStream();
    expect((await rename(client.cookie, 'Renamed Visitor', 'tab-0123456789')).status).toBe(200);
    await announce(t.database.db, { topic: 'orders', id: 'secret-order-id', account: client.user.uid });
    await announce(t.database.db, { topic: 'products', id: 'stock-changed' });
    await announce(t.database.db, { topic: 'reviews', id: 'product-1' });
    const text = await stream.readUntil('product-1');
    expect(text).toContain('data: {"topic":"products","id":"stock-changed"}');
    expect(text).not.toContain('"users"');
    expect(text).not.toContain('"orders"');
    expect(text).not.toContain('tab-0123456789');
    expect(text).not.toContain('secret');
    await stream.close();
  });

  it("tells a logged-in browser of its own orders, never another account's", async () => {
    const [client, other] = [await signUp(t), await signUp(t)];
    const stream = await openEventStream(client.cookie);
    await announce(t.database.db, { topic: 'orders', id: 'someone-elses-order', account: other.user.uid });
    await announce(t.database.db, { topic: 'orders', id: 'own-order', account: client.user.uid });
    await announce(t.database.db, { topic: 'products', id: 'after-the-orders' });
    const text = await stream.readUntil('after-the-orders');
    expect(text).toContain('data: {"topic":"orders","id":"own-order"}');
    expect(text).not.toContain('someone-elses-order');
    expect(text.match(/"orders"/g)).toHaveLength(1);
    await stream.close();
  });

  it('tells admins that any order or account changed, without naming whose', async () => {
    const admin = await signUpAdmin(t);
    const stream = await openEventStream(admin.cookie);
    await announce(t.database.db, { topic: 'orders', id: 'secret-order-id', account: 'secret-account' });
    await announce(t.database.db, { topic: 'users', id: 'secret-user-id' });
    await announce(t.database.db, { topic: 'products', id: 'after-the-accounts' });
    const text = await stream.readUntil('after-the-accounts');
    expect(text).toContain('data: {"topic":"orders"}');
    expect(text).toContain('data: {"topic":"users"}');
    expect(text).not.toContain('secret');
    await stream.close();
  });

  it("tells only admins' browsers that the assistant's answers or unanswered questions changed", async () => {
    const admin = await signUpAdmin(t);
    const shopper = await signUp(t);
    const streams = [await openEventStream(admin.cookie), await openEventStream(shopper.cookie), await openEventStream()];
    await announce(t.database.db, { topic: 'answers', id: 'answer-1' });
    await announce(t.database.db, { topic: 'unanswered' });
    await announce(t.database.db, { topic: 'products', id: 'after-the-assistant' });
    const [forAdmin, ...forOthers] = await Promise.all(streams.map((stream) => stream.readUntil('after-the-assistant')));
    expect(forAdmin).toContain('data: {"topic":"answers"');
    expect(forAdmin).toContain('data: {"topic":"unanswered"}');
    for (const text of forOthers) {
      expect(text).not.toContain('"answers"');
      expect(text).not.toContain('"unanswered"');
    }
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it("tells a logged-in browser when its own account changed, and nobody else's", async () => {
    const client = await signUp(t);
    const stream = await openEventStream(client.cookie);
    await announce(t.database.db, { topic: 'users', id: 'someone-else' });
    await announce(t.database.db, { topic: 'users', id: client.user.uid });
    const text = await stream.readUntil(client.user.uid);
    expect(text).toContain(`data: {"topic":"users","id":"${client.user.uid}"}`);
    expect(text).not.toContain('someone-else');
    await stream.close();
  });

  it("skips a tab's own writes on the stream that tab opened, and never names any tab", async () => {
    const client = await signUp(t);
    const stream = await openEventStream(client.cookie, 'tab-0123456789');
    expect((await rename(client.cookie, 'Own Tab', 'tab-0123456789')).status).toBe(200);
    expect((await rename(client.cookie, 'Other Tab', 'tab-9876543210')).status).toBe(200);
    const text = await stream.readUntil('"topic":"users"');
    expect(text.match(/"topic":"users"/g)).toHaveLength(1);
    expect(text).toContain(`data: {"topic":"users","id":"${client.user.uid}"}`);
    expect(text).not.toContain('tab-');
    await stream.close();
  });

  it('announces only when the writing transaction commits', async () => {
    const received: LiveEvent[] = [];
    // Only this test's events: on PostgreSQL, notifications from earlier tests can still be arriving.
    const ours = new Set(['rolled-back', 'committed']);
    const stop = t.feed.subscribe((event) => ours.has(event.id ?? '') && received.push(event));
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
