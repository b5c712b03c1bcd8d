// A live feed in memory, for tests of what listens to it: `emit` tells every subscriber of an event.
import type { LiveEvent } from '@shop/core/events';
import type { Services } from '@shop/functions/services';

type LiveFeed = Services['feed'];

export function fakeLiveFeed(): { feed: LiveFeed; emit: (event: LiveEvent) => void } {
  const listeners = new Set<(event: LiveEvent) => void>();
  const feed: LiveFeed = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners: () => listeners.size,
    close: async () => {},
  };
  return { feed, emit: (event) => listeners.forEach((listener) => listener(event)) };
}
