// Structured request logs: every line a request writes carries its request id. Passwords and their hashes,
// session and reset tokens, cookies, card and billing data never reach a log: bodies are not logged, the
// values bound to a failed query are cut from its error, and the redaction below covers mistakes.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

/** `log()` is the request's own logger, made when something first logs (most requests only log their line). */
export type LogEnv = { Variables: { log: () => Logger; requestId: string } };

/** Set by the HTTP server on each request it takes (node-server.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

const BOUND_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const REDACTED_VALUES = '\nparams: [redacted]';

/** An error and its causes as pino logs them, without the values a failed query was given (Drizzle puts them in the message). */
export function withoutBoundValues(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown> | undefined;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const scrub = (record: Record<string, unknown>): Record<string, unknown> => {
    const { params: _params, detail: _detail, parameters: _parameters, ...rest } = record;
    for (const key of ['message', 'stack'] as const) {
      if (typeof rest[key] === 'string') rest[key] = rest[key].replace(BOUND_VALUES, REDACTED_VALUES);
    }
    if (rest.cause && typeof rest.cause === 'object') rest.cause = scrub(rest.cause as Record<string, unknown>);
    return rest;
  };
  return scrub(serialized);
}

export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: withoutBoundValues, error: withoutBoundValues },
    redact: {
      paths: [
        'password',
        '*.password',
        'cookie',
        '*.cookie',
        'headers.cookie',
        'authorization',
        '*.authorization',
        'cardNumber',
        '*.cardNumber',
        'card',
        '*.card',
        'passwordHash',
        '*.passwordHash',
        'token',
        '*.token',
        'resetToken',
        '*.resetToken',
        'billing',
        '*.billing',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function requestLogger(logger: Logger) {
  const isLoggingRequests = logger.isLevelEnabled('info');
  return createMiddleware<LogEnv>(async (c, next) => {
    // A request that did not come through the HTTP server (app.request in tests) gets an id here.
    const requestId = c.req.header(REQUEST_ID_HEADER) ?? randomUUID();
    c.set('requestId', requestId);
    let log: Logger | undefined;
    c.set('log', () => (log ??= logger.child({ requestId })));
    const started = performance.now();
    await next();
    if (isLoggingRequests) {
      const line = { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
      logger.info(line, 'request');
    }
  });
}
