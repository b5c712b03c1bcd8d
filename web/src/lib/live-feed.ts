// Listens to the server's live feed (GET /api/events) and refetches the queries a change touches.
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@shop/core/events';

export function connectLiveFeed(queryClient: QueryClient): () => void {
  const source = new EventSource('/api/events');
  source.addEventListener('change', (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as LiveEvent;
    void queryClient.invalidateQueries({ queryKey: [event.topic] });
  });
  return () => source.close();
}
