// GET /api/events: the live feed as Server-Sent Events; pages refetch what changed.
import { Hono } from 'hono';
import type { FeedChange, LiveEvent } from '@shop/core/events';
import type { AuthEnv } from '../auth/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { authorize } from '../policy.ts';
import type { LiveFeed } from './live-feed.ts';
import type { StreamLimits } from './stream-limits.ts';
import { isClientId } from './writer.ts';

const KEEP_ALIVE_MS = 25_000;
/**
 * Messages a browser has not read yet before its stream is dropped: a tab that stops reading (a frozen tab, a
 * client that never reads) must not make the server keep every change for it. A dropped browser opens the feed
 * again and fetches what it shows.
 */
const MAX_UNREAD = 256;

/**
 * Anyone may listen, so everyone hears only what the shop shows everyone: a product (its stock), its reviews,
 * and support changes by their conversation's tag (a digest only the widget holding the conversation
 * recognises). An account's changes and an order's go only to that account's browsers, so its other tabs
 * learn it was renamed or its order moved, and, without naming whose, to admins, whose lists show everyone's;
 * the assistant's topics go to admins only. No browser is told which tab wrote a change: the tab that did
 * names itself when it opens its stream (`?tab=`), and its own echo is skipped. Who listens is read once,
 * from the cookie the feed was opened with: a tab opens its feed again when it logs in or out
 * (web/src/state/session.ts).
 */
const PUBLIC_TOPICS = new Set<LiveEvent['topic']>(['products', 'reviews', 'support']);

/** Who the stream is for, as the cookie it was opened with says, and the tab that opened it. */
type Listener = { accountId: string | undefined; isAdmin: boolean; tab: string | undefined };

/** The account whose own record changed: the account itself, or an order's owner. */
const ownerOf = (event: LiveEvent) => (event.topic === 'users' ? event.id : event.account);

/** The change as a browser that may know its record hears it: with what a product's change may touch (core/events). */
const named = ({ topic, id, kind, categories, inPlace }: LiveEvent): FeedChange =>
  id ? { topic, id, ...(kind && { kind }), ...(categories && { categories }), ...(inPlace && { inPlace }) } : { topic };

/** What this listener is told of the change, or undefined when it is not told. */
function forBrowser(event: LiveEvent, listener: Listener): FeedChange | undefined {
  if (listener.tab !== undefined && event.by === listener.tab) return undefined;
  if (PUBLIC_TOPICS.has(event.topic)) return named(event);
  if (listener.accountId !== undefined && ownerOf(event) === listener.accountId) return named(event);
  return listener.isAdmin ? { topic: event.topic } : undefined;
}

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' };

export function eventsRouter(feed: LiveFeed, limits: StreamLimits) {
  return new Hono<AuthEnv>().get('/', authorize('live.read'), (c) => {
    const release = limits.take(clientIp(c));
    const user = c.get('user');
    const tab = c.req.query('tab');
    const listener = { accountId: user?.id, isAdmin: user?.isAdmin === true, tab: tab !== undefined && isClientId(tab) ? tab : undefined };
    return c.body(eventStream(feed, release, listener), 200, SSE_HEADERS);
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
          const change = forBrowser(event, listener);
          if (change) send(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
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
