// Caches JSON answers to reads until the live feed says their topic changed, on this instance or any
// other (NOTIFY). A read that started before a change is not stored after it, so no stale answer
// outlives the change.
import type { LiveEvent } from '@shop/core/events';
import type { LiveFeed } from '../events/live-feed.ts';

export type ReadCache = {
  /** The JSON text for `key`, from memory or from `load`. */
  read(key: string, load: () => Promise<unknown>): Promise<string>;
  /** The JSON bytes for `key` if they are in memory, ready to send. */
  peek(key: string): Buffer | undefined;
};

export function createReadCache(feed: LiveFeed, topics: readonly LiveEvent['topic'][], maxEntries = 1000): ReadCache {
  const entries = new Map<string, { text: string; bytes: Buffer }>();
  let version = 0;
  feed.subscribe((event) => {
    if (!topics.includes(event.topic)) return;
    version += 1;
    entries.clear();
  });
  return {
    async read(key, load) {
      const cached = entries.get(key);
      if (cached !== undefined) return cached.text;
      const startedAt = version;
      const json = JSON.stringify(await load());
      if (version === startedAt) {
        // Oldest first: a Map keeps insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
        entries.set(key, { text: json, bytes: Buffer.from(json) });
      }
      return json;
    },
    peek: (key) => entries.get(key)?.bytes,
  };
}
