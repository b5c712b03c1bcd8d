// Caches JSON answers to reads until the live feed says their topic changed, on this instance or any
// other (NOTIFY). A read that started before a change is not stored after it, so no stale answer
// outlives the change. Each answer keeps its bytes, plain and gzipped, and their entity tags, ready to send.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { LiveEvent } from '@shop/core/events';
import type { LiveFeed } from '../events/index.ts';

/** The bytes of one encoding of an answer and their entity tag. */
export type EncodedAnswer = { bytes: Uint8Array<ArrayBuffer>; etag: string };

/** An answer ready to send, as it is and gzipped (for clients that take it). */
export type CachedAnswer = { json: string; plain: EncodedAnswer; gzip: EncodedAnswer };

export type ReadCache = {
  /** The answer for `key`, from memory or from `load`. */
  read(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** The answer for `key` if it is in memory. */
  peek(key: string): CachedAnswer | undefined;
};

function answerOf(value: unknown): CachedAnswer {
  const json = JSON.stringify(value);
  const bytes = new TextEncoder().encode(json);
  const hash = createHash('sha1').update(bytes).digest('base64url');
  // Once per answer kept, not per request: JSON shrinks to about a quarter.
  return {
    json,
    plain: { bytes, etag: `"${hash}"` },
    gzip: { bytes: new Uint8Array(gzipSync(bytes)), etag: `"${hash}-gzip"` },
  };
}

export function createReadCache(feed: LiveFeed, topics: readonly LiveEvent['topic'][], maxEntries = 1000): ReadCache {
  const entries = new Map<string, CachedAnswer>();
  let version = 0;
  feed.subscribe((event) => {
    if (!topics.includes(event.topic)) return;
    version += 1;
    entries.clear();
  });
  return {
    async read(key, load) {
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const startedAt = version;
      const answer = answerOf(await load());
      if (version === startedAt) {
        // Oldest first: a Map keeps insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
        entries.set(key, answer);
      }
      return answer;
    },
    peek: (key) => entries.get(key),
  };
}
