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

export function createHttpServer(
  app: FetchApp,
  { allowStripe, logger }: { allowStripe: boolean; logger: Logger },
): Server<typeof IncomingMessage, ReturnType<typeof responseWithHeaders>> {
  const toApp = getRequestListener(app.fetch);
  const ResponseWithHeaders = responseWithHeaders(securityHeaders({ allowStripe }), REQUEST_ID_HEADER);
  const logRequest = requestLogger(logger);
  // Unique to this process and cheap to make: a random prefix and a counter.
  const idPrefix = randomBytes(4).toString('hex');
  let served = 0;
  const server = createServer({ ServerResponse: ResponseWithHeaders }, (request, response) => {
    const requestId = `${idPrefix}-${(served += 1).toString(36)}`;
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.requestId = requestId;
    logRequest?.(request, response, requestId);
    discardUnreadBody(request, response);
    void toApp(request, response);
  });
  // Node's 5 s default is shorter than clients keep idle connections: a client could send a request on a
  // connection the server was closing at that moment, and get ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
