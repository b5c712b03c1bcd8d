// The HTTP server, with a fast path in front of the app for catalogue reads already in memory: they are
// answered straight from the cache with the headers the app would send, skipping the request and
// response objects the app needs (a reverse-proxy micro-cache, built in). Everything else goes to the app.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import type { ReadCache } from './read-cache.ts';
import { discardUnreadBody } from './unread-body.ts';

const FAST_PREFIX = '/api/products';
const HEADERS_PER_REQUEST = new Set([
  'date',
  'x-request-id',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

type FetchApp = { fetch: (request: Request) => Response | Promise<Response> };

/**
 * The headers the app puts on a JSON answer (security headers included), read once from a real one, as
 * the flat name/value list Node writes fastest.
 */
async function jsonHeaders(app: FetchApp): Promise<string[]> {
  const sample = await app.fetch(new Request('http://localhost/healthz'));
  await sample.body?.cancel();
  const headers: string[] = [];
  sample.headers.forEach((value, name) => {
    if (!HEADERS_PER_REQUEST.has(name)) headers.push(name, value);
  });
  return headers;
}

export async function createHttpServer(app: FetchApp, reads: ReadCache, logger: Logger): Promise<Server> {
  const toApp = getRequestListener(app.fetch);
  const headers = await jsonHeaders(app);
  const isLogging = logger.isLevelEnabled('info');
  // Request ids unique to this process and cheap to make: the fast path's whole point is speed.
  const idPrefix = randomUUID().slice(0, 8);
  let served = 0;

  const answerFromCache = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith(FAST_PREFIX)) return false;
    const body = reads.peek(url);
    if (body === undefined) return false;
    const requestId = `${idPrefix}-${(served += 1).toString(36)}`;
    response.writeHead(200, [...headers, 'x-request-id', requestId, 'content-length', String(body.length)]);
    response.end(body);
    if (isLogging) logger.info({ requestId, method: 'GET', path: url.split('?')[0], status: 200, cached: true }, 'request');
    return true;
  };

  return createServer((request, response) => {
    if (answerFromCache(request, response)) return;
    discardUnreadBody(request, response);
    void toApp(request, response);
  });
}
