// The live feed's stream limits: each open stream holds a socket and a file handle for as long as its tab is
// open, so one address may hold only so many at once, and the server only so many in all; past either the
// answer is 429 with a clear message. A stream that closes, however it closes, gives its place back.
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { fileTestApp } from '@shop/test-support/file-test-app';

const t = await fileTestApp({ LIVE_FEED_ADDRESS_STREAMS: '2', LIVE_FEED_STREAMS: '3' });

/** GET /api/events from `address`, as the app sees a request arriving on a socket from there. */
const listen = (address: string) =>
  t.app.request('/api/events', {}, { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } });

async function refusalMessage(answer: Response): Promise<string> {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = apiErrorSchema.parse(await answer.json());
  return body.error.message;
}

describe('live feed stream limits', () => {
  it('hold one address to its streams at once and the server to its total, then give places back on close', async () => {
    const first = [await listen('10.9.0.1'), await listen('10.9.0.1')];
    expect(first.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await refusalMessage(await listen('10.9.0.1'))).toBe(
      'Too many live-feed connections from your address: the limit is 2 at once. Close some of this shop’s tabs and try again.',
    );
    const other = await listen('10.9.0.2');
    expect(other.status).toBe(200);
    expect(await refusalMessage(await listen('10.9.0.3'))).toBe(
      'The shop’s live feed is full right now (3 connections). Please try again in a minute.',
    );
    for (const answer of [...first, other]) await answer.body?.cancel();
    const again = [await listen('10.9.0.1'), await listen('10.9.0.1'), await listen('10.9.0.3')];
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of again) await answer.body?.cancel();
  });

  it('gives a place back when the browser drops its connection', async () => {
    // Over a real socket, from this machine's one address: its two places, again and again.
    for (let round = 0; round < 3; round += 1) {
      const dropped = Array.from({ length: 2 }, () => new AbortController());
      const streams = await Promise.all(dropped.map((controller) => fetch(`${t.url}/api/events`, { signal: controller.signal })));
      expect(streams.map((answer) => answer.status)).toEqual([200, 200]);
      for (const controller of dropped) controller.abort();
      await expect.poll(() => t.liveStreams.open(), { timeout: 5000 }).toBe(0);
    }
  });

  it('lets go of everything a closed stream held: its feed listener and its address', async () => {
    const before = t.feed.listeners();
    const streams = [await listen('10.9.1.1'), await listen('10.9.1.2')];
    expect(t.feed.listeners()).toBe(before + 2);
    for (const answer of streams) await answer.body?.cancel();
    expect(t.feed.listeners()).toBe(before);
    expect(t.liveStreams.addresses()).toBe(0);
  });
});
