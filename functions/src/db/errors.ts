// PostgreSQL error codes, found wherever the driver or Drizzle wrapped them (error.cause chains).

export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** Input that slipped past validation but PostgreSQL cannot hold: a NUL character, a date out of its range. */
const UNSTORABLE_INPUT_CODES = new Set(['22021', '22P05', '22008', '22007']);
export const isUnstorableInput = (error: unknown) => UNSTORABLE_INPUT_CODES.has(pgErrorCode(error) ?? '');

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

/** Connection failures mean the database is down for a moment (e.g. restarting). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}
