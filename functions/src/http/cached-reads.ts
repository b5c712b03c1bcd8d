// Answers cacheable reads from the read cache, inside the app: the request has been through logging and the
// policy like any other, only the database and the input parsing are skipped when the answer is in memory
// (it was only stored for a request that passed them with the same address). Answers carry an entity tag,
// so a browser revalidates with If-None-Match and gets 304 when nothing changed.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CachedAnswer, ReadCache } from './read-cache.ts';

/** Browsers may keep the answer but must ask again each time: the live feed can change it at any moment. */
const CACHE_CONTROL = 'no-cache';

/** The cache key: the address exactly as asked, query included. */
export function readAddress(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * The answer with its tag, or 304 when the browser holds it already. Made as a plain Response with its few
 * headers as a record, which the HTTP server writes as they are (Hono's header helpers would build a
 * Headers object for every read).
 */
export function sendCached(c: Context, answer: CachedAnswer): Response {
  const headers = { etag: answer.etag, 'cache-control': CACHE_CONTROL };
  if (c.req.header('if-none-match') === answer.etag) return new Response(null, { status: 304, headers });
  return new Response(answer.bytes, { headers: { ...headers, 'content-type': 'application/json' } });
}

/** Put after the policy check and before input validation. */
export function cachedReads(reads: ReadCache) {
  return createMiddleware((c, next) => {
    const answer = reads.peek(readAddress(c));
    return answer ? Promise.resolve(sendCached(c, answer)) : next();
  });
}
