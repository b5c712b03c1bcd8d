// Structured request logs: every line a request writes carries its request id. Passwords, cookies and
// card data never reach a log: bodies are not logged, and the redaction below covers mistakes.
import { createMiddleware } from 'hono/factory';
import pino, { type Logger } from 'pino';
import type { Config } from '../config.ts';

export type LogEnv = { Variables: { log: Logger; requestId: string } };

export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
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
      ],
      censor: '[redacted]',
    },
  });
}

export function requestLogger(logger: Logger) {
  return createMiddleware<LogEnv>(async (c, next) => {
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
}
