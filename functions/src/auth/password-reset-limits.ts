// Who may ask for a password-reset link now, whether from the Forgot password page or through the assistant:
// a number of requests per client address, and of links per email address, in one window. A client over
// its limit is told so; an address that has had its links gets the same answer as every other address and
// no email, so the answer never tells whether someone has been asking for that address.
import { createHash } from 'node:crypto';
import { rateLimited } from '../errors.ts';
import type { Limits } from '../limits/index.ts';

export type PasswordResetRules = { perClient: number; perEmail: number; windowMs: number };

export type PasswordResetLimits = {
  /** Counts the request; throws a rate_limited DomainError for a client over its limit; false when the address has had its links. */
  admit(email: string, client: string): Promise<boolean>;
};

export const TOO_MANY_RESETS = 'Too many password reset requests from your connection. Please try again later.';

// The shared counters (Redis) hold a digest of the address, never the address itself.
const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export function createPasswordResetLimits(limits: Limits, { perClient, perEmail, windowMs }: PasswordResetRules): PasswordResetLimits {
  const byClient = limits.limiter('password-reset', { limit: perClient, windowMs });
  const byAddress = limits.limiter('password-reset-email', { limit: perEmail, windowMs });
  return {
    async admit(email, client) {
      const allowed = await byClient.consume(client);
      if (!allowed.isAllowed) throw rateLimited(TOO_MANY_RESETS, allowed.retryAfterMs);
      return (await byAddress.consume(addressKey(email))).isAllowed;
    },
  };
}
