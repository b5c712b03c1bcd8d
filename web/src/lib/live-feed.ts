// Listens to the server's live feed (GET /api/events): refetches the queries a change touches and tells
// other listeners (e.g. the review list, which is a state machine rather than a query).
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@shop/core/events';

const listeners = new Set<(event: LiveEvent) => void>();

export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function connectLiveFeed(queryClient: QueryClient): () => void {
  const source = new EventSource('/api/events');
  source.addEventListener('change', (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as LiveEvent;
    void queryClient.invalidateQueries({ queryKey: [event.topic] });
    for (const listener of listeners) listener(event);
  });
  return () => source.close();
}
