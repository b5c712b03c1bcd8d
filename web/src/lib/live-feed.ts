// Listens to the server's live feed (GET /api/events): refetches the queries a change touches and tells
// other listeners (e.g. the review list, which is a state machine rather than a query). The feed is opened
// with this tab's id, so the server skips the changes this tab made itself: their answers are already in the
// cache. When the browser opens the feed again after a
// drop (a server restart, a phone waking up), what changed meanwhile was never announced: everything shown
// is fetched again, and the listeners hear each topic without an id, "anything here may have changed".
import type { QueryClient } from '@tanstack/react-query';
import type { FeedChange } from '@shop/core/events';
import { LIVE_TOPICS } from '@shop/core/live-topics';
import { clientId } from './client-id.ts';
import { isTouchedByProductChange } from './product-changes.ts';

/** What the feed needs of an EventSource, so a test can stand in for it. */
export type FeedSource = {
  addEventListener(type: 'change' | 'open' | 'error', listener: (message: MessageEvent<string>) => void): void;
  /** 2 (EventSource.CLOSED) once the browser has given up on this connection. */
  readonly readyState: number;
  close(): void;
};

type FeedOptions = {
  open?: () => FeedSource;
  /** Told each time the feed opens (the server listens for this browser from then on). */
  onOpen?: () => void;
};

const CLOSED = 2;
/**
 * The browser reconnects a dropped feed by itself, but not one the server refused (too many streams from this
 * address, or a restart answering 503): that one is opened again after a wait that doubles up to a few minutes,
 * so a crowd of refused tabs does not come back all at once.
 */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 300_000;

const listeners = new Set<(event: FeedChange) => void>();

export function onLiveEvent(listener: (event: FeedChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function connectLiveFeed(
  queryClient: QueryClient,
  { open = () => new EventSource(`/api/events?tab=${clientId}`), onOpen }: FeedOptions = {},
): () => void {
  const tell = (event: FeedChange) => {
    for (const listener of listeners) listener(event);
  };
  let hasOpened = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const listen = (): FeedSource => {
    const source = open();
    source.addEventListener('change', (message) => {
      const event = JSON.parse(message.data) as FeedChange;
      // A product's change refetches only what it can alter (product-changes.ts): most orders alter no list.
      if (event.topic === 'products' && event.id !== undefined)
        void queryClient.invalidateQueries({ predicate: (query) => isTouchedByProductChange(event, query) });
      else void queryClient.invalidateQueries({ queryKey: [event.topic] });
      tell(event);
    });
    source.addEventListener('open', () => {
      if (hasOpened) {
        void queryClient.invalidateQueries();
        for (const topic of LIVE_TOPICS) tell({ topic });
      }
      hasOpened = true;
      retryMs = FIRST_RETRY_MS;
      onOpen?.();
    });
    source.addEventListener('error', () => {
      if (source.readyState !== CLOSED) return;
      retry = setTimeout(() => {
        // Whatever changed while refused was never announced here: the next open refetches everything.
        hasOpened = true;
        current = listen();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    });
    return source;
  };
  let current = listen();
  return () => {
    clearTimeout(retry);
    current.close();
  };
}
