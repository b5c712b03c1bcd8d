// Structured request logs: every line a request writes carries its request id. Passwords and their hashes,
// session and reset tokens, cookies, card, billing and delivery data never reach a log: bodies are not logged, the
// values bound to a failed query are cut from its error, and the redaction below covers mistakes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

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
        'delivery',
        '*.delivery',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Writes each request's log line once its answer is out or its client has gone: id, method, path (not the
 * query, which can hold an email address or a search), status and time. Called by the HTTP server for every
 * request it takes, before the app sees it, so no route can skip it. Nothing is measured above level info.
 *
 * The line holds none of the redacted names, only those five plain values, so it is written without the
 * redaction pass: pino runs a wildcard path ("*.password") over every value of every line, even a number,
 * and at the default level that was a sixth of a cached read's time. Every other line keeps the redaction.
 */
export function requestLogger(
  logger: Logger,
): ((request: IncomingMessage, response: ServerResponse, requestId: string) => void) | undefined {
  if (!logger.isLevelEnabled('info')) return undefined;
  const requests = logger.child({}, { redact: [] });
  return (request, response, requestId) => {
    const started = performance.now();
    response.once('close', () => {
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const line = { requestId, method: request.method, path, status: response.statusCode, ms: Math.round(performance.now() - started) };
      requests.info(line, 'request');
    });
  };
}
