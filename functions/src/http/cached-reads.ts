// Reads anyone may make, answered from the read cache while the live feed says nothing changed. Each is one
// handler: the policy check, the cache, the input's validation and the load. Hono calls a route's only
// handler directly, and a cached answer goes out without an await; each middleware layer would cost every
// read an await, and together they halved the requests a second. The answer in memory was only stored for a
// request that passed validation with the same address. Answers carry an entity tag, so a browser
// revalidates with If-None-Match and gets 304 when nothing changed; a client that takes gzip gets the copy
// the cache compressed once.
import type { Context, Handler } from 'hono';
import type { z, ZodType } from 'zod';
import type { Endpoint, ResultOf } from '@shop/core/api/endpoint';
import { isAllowed, type Action } from '../policy.ts';
import { acceptsGzip } from './accept-encoding.ts';
import type { ReadCache, ReadyAnswer } from './read-cache.ts';
import { refusalOf } from './validate.ts';

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
export function sendCached(c: Context, answer: ReadyAnswer, status: 200 | 404 = 200): Response {
  const { bytes, etag, headers, notModified } = acceptsGzip(c.req.header('accept-encoding')) ? answer.gzip : answer.plain;
  if (status === 200 && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers: notModified });
  return new Response(bytes, { status, headers });
}

type InputSchemas = { param?: ZodType; query?: ZodType };
type Read<Schema, Target extends string> = Schema extends ZodType ? Record<Target, z.output<Schema>> : object;
/** The endpoint's path parameters and query, as its schemas read them. */
export type ReadInput<E extends Endpoint> = Read<E['params'], 'param'> & Read<E['query'], 'query'>;

/** The request's path parameters and query as the schemas read them, or the 400 that refuses them. */
function inputOf(c: Context, schemas: InputSchemas): Record<string, unknown> | Response {
  const raw = {
    param: () => c.req.param(),
    // As Hono's validator reads a query: a name given twice is a list.
    query: () =>
      Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values])),
  };
  const input: Record<string, unknown> = {};
  for (const target of ['param', 'query'] as const) {
    const schema = schemas[target];
    if (!schema) continue;
    const result = schema.safeParse(raw[target]());
    const refusal = refusalOf(target, result);
    if (refusal) return c.json(refusal, 400);
    input[target] = result.data;
  }
  return input;
}

export type ReadOptions<Input> = {
  /**
   * Later pages of a list, kept in a cache of their own: read by fewer people than first pages, they would
   * otherwise push first pages out.
   */
  laterPages?: { isLaterPage: (input: Input) => boolean; reads: ReadCache };
};

/**
 * The handler of a read anyone may make (`action` must be one), validated with the endpoint's schemas and
 * answering its answer type, kept until the live feed says its
 * topic changed. The policy is checked when the route is made: one kept answer serves everyone, so an action
 * only some may take would be refused here, at start, rather than served from memory.
 */
export function cachedRead<E extends Endpoint>(
  action: Action,
  reads: ReadCache,
  endpoint: E,
  load: (input: ReadInput<E>) => Promise<ResultOf<E>>,
  { laterPages }: ReadOptions<ReadInput<E>> = {},
): Handler {
  if (!isAllowed('anonymous', action)) {
    throw new Error(`A cached read answers everyone alike, and ${action} is not for anyone: guard it with authorize().`);
  }
  return (c) => {
    const address = readAddress(c);
    const kept = reads.peek(address) ?? laterPages?.reads.peek(address);
    if (kept) return sendCached(c, kept);
    const read = inputOf(c, { param: endpoint.params, query: endpoint.query });
    if (read instanceof Response) return read;
    // Read by the endpoint's own schemas just above.
    const input = read as ReadInput<E>;
    const cache = laterPages?.isLaterPage(input) ? laterPages.reads : reads;
    return cache.read(address, () => load(input)).then((answer) => sendCached(c, answer));
  };
}
