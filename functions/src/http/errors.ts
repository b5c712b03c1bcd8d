// The HTTP edge of errors: every refusal answers { error: { code, message, fields? } } with the status its
// kind stands for; anything unexpected is logged and answered 500 without details.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { ApiError, FieldErrors } from '@shop/core/errors';
import { isDatabaseUnavailable, isUnstorableInput } from '../db/index.ts';
import { DomainError, type ErrorKind } from '../errors.ts';
import { REQUEST_ID_HEADER } from './logging.ts';

export const statusOf: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  provider_unavailable: 502,
  unavailable: 503,
};

export function errorBody(code: string, message: string, fields?: FieldErrors): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** A DomainError as the response it stands for. */
export function refusal(c: Context, error: DomainError): Response {
  if (error.retryAfterMs !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  return c.json(errorBody(error.code, error.message, error.fields), statusOf[error.kind]);
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    const requestId = c.req.header(REQUEST_ID_HEADER);
    const log: Logger = requestId ? logger.child({ requestId }) : logger;
    if (error instanceof DomainError) return refusal(c, error);
    if (error instanceof HTTPException) {
      const status = error.status === 500 ? 400 : error.status;
      return c.json(errorBody('http_error', error.message || 'The request could not be handled.'), status);
    }
    if (isUnstorableInput(error)) {
      log.warn({ err: error }, 'input the database cannot store');
      return c.json(errorBody('invalid', 'The request holds text or a date the shop cannot store.'), 400);
    }
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'database unavailable');
      return c.json(errorBody('unavailable', 'The service is briefly unavailable. Please try again in a moment.'), 503);
    }
    log.error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  };
}
