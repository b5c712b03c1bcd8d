// GET /api/events: the live feed as Server-Sent Events; pages refetch what changed.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEvent } from '@shop/core/events';
import type { AuthEnv } from '../auth/index.ts';
import { authorize } from '../policy.ts';
import type { LiveFeed } from './live-feed.ts';

const KEEP_ALIVE_MS = 25_000;

/**
 * Anyone may listen, so only catalogue changes name their record, and support changes their conversation's
 * tag (a digest only the widget holding the conversation recognises); an account or order id stays private.
 */
const PUBLIC_IDS = new Set<LiveEvent['topic']>(['products', 'reviews', 'support']);
const forBrowsers = ({ topic, id, by }: LiveEvent): LiveEvent => ({
  topic,
  ...(PUBLIC_IDS.has(topic) && id ? { id } : {}),
  ...(by ? { by } : {}),
});

export function eventsRouter(feed: LiveFeed) {
  return new Hono<AuthEnv>().get('/', authorize('live.read'), (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = feed.subscribe((event) => {
        void stream.writeSSE({ event: 'change', data: JSON.stringify(forBrowsers(event)) });
      });
      stream.onAbort(unsubscribe);
      let isClosing = false;
      void feed.closed.then(() => {
        isClosing = true;
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !isClosing) {
        // Wake at the next keep-alive, or at once when the server shuts down.
        await Promise.race([stream.sleep(KEEP_ALIVE_MS), feed.closed]);
        if (!stream.aborted && !isClosing) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    }),
  );
}
