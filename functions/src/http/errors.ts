// Typed errors thrown by services, and the one handler that turns any error into { error: { code, message } }.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { ApiError } from '@shop/core/errors';
import { isDatabaseUnavailable } from '../db/errors.ts';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const invalid = (message: string) => new AppError(400, 'invalid', message);
export const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const unavailable = (message: string) => new AppError(503, 'unavailable', message);

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    const log: Logger = c.get('log') ?? logger;
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException) {
      const status = error.status === 500 ? 400 : error.status;
      return c.json(errorBody('http_error', error.message || 'The request could not be handled.'), status);
    }
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'database unavailable');
      return c.json(errorBody('unavailable', 'The service is briefly unavailable. Please try again in a moment.'), 503);
    }
    log.error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  };
}
