// GET /api/events: the live feed as Server-Sent Events; pages refetch what changed.
import { Hono } from 'hono';
import type { LiveEvent } from '@shop/core/events';
import type { AuthEnv } from '../auth/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { authorize } from '../policy.ts';
import type { LiveFeed } from './live-feed.ts';
import type { StreamLimits } from './stream-limits.ts';

const KEEP_ALIVE_MS = 25_000;
/**
 * Messages a browser has not read yet before its stream is dropped: a tab that stops reading (a frozen tab, a
 * client that never reads) must not make the server keep every change for it. A dropped browser opens the feed
 * again and fetches what it shows.
 */
const MAX_UNREAD = 256;

/**
 * Anyone may listen, so only catalogue changes name their record, and support changes their conversation's
 * tag (a digest only the widget holding the conversation recognises); an order id stays private, and an
 * account's id goes only to the browsers logged in to that account, so its other tabs learn it was renamed
 * or deleted; the assistant's topics go to admins only. Who listens is read once, from the cookie the feed was opened with: a tab opens its feed again
 * when it logs in or out (web/src/state/session.ts).
 */
const PUBLIC_IDS = new Set<LiveEvent['topic']>(['products', 'reviews', 'support']);
/** What only the Dashboard shows (the owner's answers, what the assistant could not answer): for admins' browsers only. */
const ADMIN_TOPICS = new Set<LiveEvent['topic']>(['answers', 'unanswered']);

/** Who the stream is for, as the cookie it was opened with says. */
type Listener = { accountId: string | undefined; isAdmin: boolean };

const isShownTo = ({ topic, id }: LiveEvent, { accountId }: Listener): boolean =>
  PUBLIC_IDS.has(topic) || (topic === 'users' && id === accountId);
const forBrowser = (event: LiveEvent, listener: Listener): LiveEvent => ({
  topic: event.topic,
  ...(event.id && isShownTo(event, listener) ? { id: event.id } : {}),
  ...(event.by ? { by: event.by } : {}),
});

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' };

export function eventsRouter(feed: LiveFeed, limits: StreamLimits) {
  return new Hono<AuthEnv>().get('/', authorize('live.read'), (c) => {
    const release = limits.take(clientIp(c));
    const user = c.get('user');
    return c.body(eventStream(feed, release, { accountId: user?.id, isAdmin: user?.isAdmin === true }), 200, SSE_HEADERS);
  });
}

/**
 * One browser's stream. Everything it holds (its feed listener, its keep-alive timer, its place in the limits) is
 * let go in one step, however it ends: the browser leaves, it stops reading, or the server shuts down.
 */
function eventStream(feed: LiveFeed, release: () => void, listener: Listener): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let end = (): void => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD) {
          end();
          controller.error(new Error('the browser stopped reading its live feed'));
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const unsubscribe = feed.subscribe(
        (event) => {
          if (ADMIN_TOPICS.has(event.topic) && !listener.isAdmin) return;
          send(`event: change\ndata: ${JSON.stringify(forBrowser(event, listener))}\n\n`);
        },
        () => {
          end();
          controller.close();
        },
      );
      end = () => {
        end = () => undefined;
        clearInterval(keepAlive);
        unsubscribe();
        release();
      };
      send('event: ready\ndata: {}\n\n');
    },
    cancel() {
      end();
    },
  });
}
