// Errors the shop's services raise, in the shop's terms. Services know nothing of HTTP: only the HTTP edge
// (http/errors.ts) turns a kind into a status code.
import type { FieldErrors } from '@shop/core/errors';

export type ErrorKind =
  | 'not_found'
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'rate_limited'
  | 'unsupported_media'
  | 'too_large'
  | 'unavailable'
  | 'provider_unavailable';

type Details = {
  /** A more precise code than the kind, for clients that act on it (e.g. "upload_missing"). */
  code?: string;
  /** The inputs that were refused, each with the message to show beside it. */
  fields?: FieldErrors;
  /** For rate limits: how long the client should wait. */
  retryAfterMs?: number;
};

export class DomainError extends Error {
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    details: Details = {},
  ) {
    super(message);
    this.code = details.code ?? kind;
    this.fields = details.fields;
    this.retryAfterMs = details.retryAfterMs;
  }
}

export const notFound = (message: string, details?: Details) => new DomainError('not_found', message, details);
export const invalid = (message: string, details?: Details) => new DomainError('invalid', message, details);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const conflict = (message: string, details?: Details) => new DomainError('conflict', message, details);
export const rateLimited = (message: string, retryAfterMs: number) =>
  new DomainError('rate_limited', message, { code: 'rate_limited', retryAfterMs });

/** The one message a refused field shows beside it and as the answer's message. */
export const invalidField = (field: string, message: string, code?: string) =>
  invalid(message, { fields: { [field]: message }, ...(code ? { code } : {}) });
