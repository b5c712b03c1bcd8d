// Caches values (JSON answers to reads, drawn pages) until the live feed says their topic changed, or the one
// record they show, on this instance or any other (NOTIFY). A read that started before a change is not stored
// after it, so no stale answer outlives the change. Each answer keeps its bytes, plain and gzipped, with their entity tags and headers,
// ready to send.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { LiveEvent } from '@shop/core/events';
import type { LiveFeed } from '../events/index.ts';

/** Browsers may keep an answer but must ask again each time: the live feed can change it at any moment. */
const CACHE_CONTROL = 'no-cache';

type HeaderRecord = Readonly<Record<string, string>>;

/** One encoding of an answer: its bytes and entity tag, and the headers of a 200 and of a 304 for it. */
export type EncodedAnswer = { bytes: Uint8Array<ArrayBuffer>; etag: string; headers: HeaderRecord; notModified: HeaderRecord };

/** An answer ready to send, as it is and gzipped (for clients that take it). */
export type ReadyAnswer = { plain: EncodedAnswer; gzip: EncodedAnswer };

/** A JSON answer ready to send, with its text. */
export type CachedAnswer = ReadyAnswer & { json: string };

export type ReadCache = {
  /** The answer for `key`, from memory or from `load`. */
  read(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** The answer for `key` if it is in memory. */
  peek(key: string): CachedAnswer | undefined;
};

function encoded(bytes: Uint8Array<ArrayBuffer>, etag: string, headers: HeaderRecord): EncodedAnswer {
  const notModified = { etag, 'cache-control': CACHE_CONTROL, vary: 'accept-encoding' };
  return { bytes, etag, notModified, headers: { ...notModified, ...headers } };
}

/**
 * `text` ready to send, tagged and gzipped. Done once per answer kept, not per request: JSON and HTML
 * shrink to a quarter or less, and the headers are made once too.
 */
export function readyAnswer(text: string, contentType: string): ReadyAnswer {
  const bytes = new TextEncoder().encode(text);
  const hash = createHash('sha1').update(bytes).digest('base64url');
  return {
    plain: encoded(bytes, `"${hash}"`, { 'content-type': contentType }),
    gzip: encoded(new Uint8Array(gzipSync(bytes)), `"${hash}-gzip"`, { 'content-type': contentType, 'content-encoding': 'gzip' }),
  };
}

function answerOf(value: unknown): CachedAnswer {
  const json = JSON.stringify(value);
  return { json, ...readyAnswer(json, 'application/json') };
}

export type FeedCache<Value> = {
  /** The value for `key`, from memory or from `load`; a loaded value is kept when `isKept` allows. */
  read(key: string, load: () => Promise<Value>, isKept?: (value: Value) => boolean): Promise<Value>;
  /** The value for `key` if it is in memory. */
  peek(key: string): Value | undefined;
};

/** The one record a key's value shows, whose change alone touches it; undefined: any change of the topics may. */
export type RecordOfKey = (key: string) => string | undefined;

/**
 * The record a path names in `pattern`'s group `id`, decoded as the router decodes it ("%61" is "a"); undefined
 * when the path does not match or does not decode.
 */
export function recordInPath(path: string, pattern: RegExp): string | undefined {
  const id = pattern.exec(path)?.groups?.id;
  try {
    return id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/**
 * Values kept until the live feed says one of `topics` changed; at most `maxEntries`, the oldest dropped first.
 * A change that names its record forgets only the keys about that record and those `recordOf` ties to none (a
 * list may gain or lose it), and these only when the change is of a kind a list shows: an order that takes one
 * unit of many keeps every other product's page and every list. Reads of a key that
 * arrive while it loads share that load: after a change, a landing page under load is drawn once, not once per
 * waiting request.
 */
export function createFeedCache<Value>(
  feed: LiveFeed,
  topics: readonly LiveEvent['topic'][],
  maxEntries: number,
  recordOf: RecordOfKey = () => undefined,
): FeedCache<Value> {
  const entries = new Map<string, Value>();
  const loading = new Map<string, Promise<Value>>();
  /** Loads under way, each marked when a change touches its key: a read a change overtook is not kept. */
  const underWay = new Set<{ key: string; isOvertaken: boolean }>();
  feed.subscribe((event) => {
    if (!topics.includes(event.topic)) return;
    const touches = (key: string) => {
      if (event.id === undefined) return true;
      const record = recordOf(key);
      return record === undefined ? event.kind !== 'own' : record === event.id;
    };
    for (const key of entries.keys()) if (touches(key)) entries.delete(key);
    // A load that started before the change is not shared with reads after it.
    for (const key of loading.keys()) if (touches(key)) loading.delete(key);
    for (const load of underWay) if (touches(load.key)) load.isOvertaken = true;
  });
  return {
    read(key, load, isKept = () => true) {
      const cached = entries.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const shared = loading.get(key);
      if (shared) return shared;
      const mark = { key, isOvertaken: false };
      underWay.add(mark);
      const value = load()
        .then((loaded) => {
          if (!mark.isOvertaken && isKept(loaded)) {
            // Oldest first: a Map keeps insertion order.
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
            entries.set(key, loaded);
          }
          return loaded;
        })
        .finally(() => {
          underWay.delete(mark);
          if (loading.get(key) === value) loading.delete(key);
        });
      // A change while `load` began (it may announce one itself) leaves this load to its own reader.
      if (!mark.isOvertaken) loading.set(key, value);
      return value;
    },
    peek: (key) => entries.get(key),
  };
}

export function createReadCache(
  feed: LiveFeed,
  topics: readonly LiveEvent['topic'][],
  maxEntries = 1000,
  recordOf?: RecordOfKey,
): ReadCache {
  const answers = createFeedCache<CachedAnswer>(feed, topics, maxEntries, recordOf);
  return {
    read: (key, load) => answers.read(key, async () => answerOf(await load())),
    peek: answers.peek,
  };
}
