// The HTTP server the app runs on: Node's own. Every response gets the security headers and a request id
// here, written with the app's own headers (response-headers.ts; the id also goes to the app as the
// request's X-Request-Id, for its logs); every request is logged here once answered, and bodies nobody
// reads are drained (unread-body.ts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, requestLogger } from './logging.ts';
import { responseWithHeaders } from './response-headers.ts';
import { securityHeaders } from './security-headers.ts';
import { discardUnreadBody } from './unread-body.ts';

type FetchApp = { fetch: (request: Request) => Response | Promise<Response> };

/** How long an idle connection is kept: longer than clients and proxies keep theirs. */
const KEEP_ALIVE_MS = 65_000;
/** How often requests past their time are looked for, at most. */
const CHECK_INTERVAL_MS = 5000;

export type HttpServerOptions = {
  allowStripe: boolean;
  logger: Logger;
  /** A client that has not sent its whole request by then (headers and body) is cut off: a trickled body cannot hold a socket. */
  requestTimeoutMs: number;
  /** Connections past this are closed at once, so a flood cannot use up the process's file handles. */
  maxConnections: number;
};

export function createHttpServer(
  app: FetchApp,
  { allowStripe, logger, requestTimeoutMs, maxConnections }: HttpServerOptions,
): Server<typeof IncomingMessage, ReturnType<typeof responseWithHeaders>> {
  const toApp = getRequestListener(app.fetch);
  const ResponseWithHeaders = responseWithHeaders(securityHeaders({ allowStripe }), REQUEST_ID_HEADER);
  const logRequest = requestLogger(logger);
  // Unique to this process and cheap to make: a random prefix and a counter.
  const idPrefix = randomBytes(4).toString('hex');
  let served = 0;
  const server = createServer(
    // Node looks for requests past their time this often, so a slow one lasts at most a few seconds longer.
    {
      ServerResponse: ResponseWithHeaders,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(requestTimeoutMs / 2, CHECK_INTERVAL_MS),
    },
    (request, response) => {
      const requestId = `${idPrefix}-${(served += 1).toString(36)}`;
      request.headers[REQUEST_ID_HEADER] = requestId;
      response.requestId = requestId;
      logRequest?.(request, response, requestId);
      discardUnreadBody(request, response);
      void toApp(request, response);
    },
  );
  server.maxConnections = maxConnections;
  // Node's 5 s default is shorter than clients keep idle connections: a client could send a request on a
  // connection the server was closing at that moment, and get ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = Math.min(KEEP_ALIVE_MS + 1000, requestTimeoutMs);
  return server;
}
