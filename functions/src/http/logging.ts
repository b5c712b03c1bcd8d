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

/** The server's own log output: standard output, written in the background (standardOutput). */
export type LogOutput = ReturnType<typeof pino.destination>;

/** Lines wait in memory until this many bytes (about 25 request lines) are ready to go out in one write. */
const JOINED_BYTES = 4096;
/** ...or until this long has passed, so a quiet server's lines still show at once when its log is followed. */
const LONGEST_WAIT_MS = 250;
/** What may wait while standard output is not being read; lines beyond it are dropped and counted. */
const MOST_WAITING_BYTES = 16 * 1024 * 1024;

/**
 * Standard output, written off the request thread: pino's file writer (sonic-boom) joins the lines into writes
 * of 4 KiB made on libuv's thread pool. Pino's default writer already wrote in the background, but started a
 * thread-pool write for each line that found none in progress (minLength 0): the server spent 1.19-1.40x the
 * CPU time per GET /api/products it spends now (`npm run api-builds -w bench`, the builds before and after side
 * by side). When the reader falls behind (a full pipe), the write is tried again every 100 ms (the server's
 * standard output is non-blocking; a blocking one holds a pool thread instead) while the server goes on
 * answering, where a synchronous writer would hold the event loop as long; lines queue in memory up to 16 MiB, then are dropped and counted
 * in a line of their own once the output moves again.
 *
 * What reaches the output: every line on a clean shutdown (main.ts waits for `written` before it exits) and on
 * any other exit that runs 'exit' handlers (pino writes what is queued synchronously then). A crash that ends
 * the process at once (SIGKILL, out of memory, a fault in native code) loses the lines not yet written: up to
 * 4 KiB or a quarter of a second of them while the output is read, everything queued while it is not.
 */
export function standardOutput(): LogOutput {
  const output = pino.destination({
    dest: 1,
    sync: false,
    minLength: JOINED_BYTES,
    periodicFlush: LONGEST_WAIT_MS,
    maxLength: MOST_WAITING_BYTES,
  });
  let dropped = 0;
  output.on('drop', () => (dropped += 1));
  output.on('write', () => {
    if (dropped === 0) return;
    const line = { level: 40, time: Date.now(), dropped, msg: 'log lines dropped: standard output was not being read' };
    dropped = 0;
    output.write(`${JSON.stringify(line)}\n`);
  });
  return output;
}

/**
 * Resolves once every line given to `output` so far is written: after the write in progress (which may be waiting
 * for a full pipe to be read) the rest goes out synchronously. A reader that stays alive but never reads again
 * holds this up, as it would hold any writer; a reader that has gone makes pino stop writing (EPIPE).
 */
export function written(output: LogOutput): Promise<void> {
  return new Promise((resolve) => {
    output.flush(() => {
      try {
        output.flushSync();
      } catch {
        // Destroyed after its reader went away: nothing more can be written.
      }
      resolve();
    });
  });
}

export function createLogger(level: Config['logLevel'], destination: DestinationStream = standardOutput()): Logger {
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
  return pino(options, destination);
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
