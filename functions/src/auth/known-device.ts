// A browser that logged in to an account carries a signed, httpOnly cookie naming that account (by a digest, not the
// email), so the login slow-down that strangers' guesses cause lets the owner's own browser through at once.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { isSecure } from './sessions.ts';

export const DEVICE_COOKIE = 'known_device';
const DEVICE_DAYS = 180;

const accountDigest = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

export type KnownDevices = {
  /** Whether this browser logged in to the account with this email before. */
  isKnown(c: Context, email: string): Promise<boolean>;
  remember(c: Context, email: string): Promise<void>;
};

export function knownDevices(secret: string): KnownDevices {
  return {
    async isKnown(c, email) {
      return (await getSignedCookie(c, secret, DEVICE_COOKIE)) === accountDigest(email);
    },
    remember: (c, email) =>
      setSignedCookie(c, DEVICE_COOKIE, accountDigest(email), secret, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecure(c),
        path: '/api/auth',
        maxAge: DEVICE_DAYS * 86_400,
      }),
  };
}
