// Answers cacheable reads from the read cache, inside the app: the request has been through logging and the
// policy like any other, only the database and the input parsing are skipped when the answer is in memory
// (it was only stored for a request that passed them with the same address). Answers carry an entity tag,
// so a browser revalidates with If-None-Match and gets 304 when nothing changed. A client that takes gzip
// gets the copy the cache compressed once.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { acceptsGzip } from './accept-encoding.ts';
import type { CachedAnswer, ReadCache } from './read-cache.ts';

/** The cache key: the address exactly as asked, query included. */
export function readAddress(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * The answer with its tag, gzipped for a client that takes it, or 304 when the client holds it already. Made
 * as a plain Response with the headers the cache made once, which the HTTP server writes as they are (Hono's
 * header helpers would build a Headers object for every read).
 */
export function sendCached(c: Context, answer: CachedAnswer): Response {
  const { bytes, etag, headers, notModified } = acceptsGzip(c.req.header('accept-encoding')) ? answer.gzip : answer.plain;
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers: notModified });
  return new Response(bytes, { headers });
}

/** Put after the policy check and before input validation. */
export function cachedReads(reads: ReadCache) {
  return createMiddleware((c, next) => {
    const answer = reads.peek(readAddress(c));
    return answer ? Promise.resolve(sendCached(c, answer)) : next();
  });
}
