// Listens to the server's live feed (GET /api/events): refetches the queries a change touches and tells
// other listeners (e.g. the review list, which is a state machine rather than a query). A change this tab
// made itself is skipped: its answer is already in the cache. When the browser opens the feed again after a
// drop (a server restart, a phone waking up), what changed meanwhile was never announced: everything shown
// is fetched again, and the listeners hear each topic without an id, "anything here may have changed".
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@shop/core/events';
import { LIVE_TOPICS } from '@shop/core/live-topics';
import { clientId } from './client-id.ts';

/** What the feed needs of an EventSource, so a test can stand in for it. */
export type FeedSource = {
  addEventListener(type: 'change' | 'open', listener: (message: MessageEvent<string>) => void): void;
  close(): void;
};

type FeedOptions = { open?: () => FeedSource; ownId?: string };

const listeners = new Set<(event: LiveEvent) => void>();

export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True for an event caused by a write this tab sent (the server copies the write's X-Client-Id into `by`). */
export const isOwnWrite = (event: LiveEvent, ownId: string): boolean => event.by === ownId;

export function connectLiveFeed(
  queryClient: QueryClient,
  { open = () => new EventSource('/api/events'), ownId = clientId }: FeedOptions = {},
): () => void {
  const source = open();
  const tell = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  source.addEventListener('change', (message) => {
    const event = JSON.parse(message.data) as LiveEvent;
    if (isOwnWrite(event, ownId)) return;
    void queryClient.invalidateQueries({ queryKey: [event.topic] });
    tell(event);
  });
  let hasOpened = false;
  source.addEventListener('open', () => {
    if (hasOpened) {
      void queryClient.invalidateQueries();
      for (const topic of LIVE_TOPICS) tell({ topic });
    }
    hasOpened = true;
  });
  return () => source.close();
}
