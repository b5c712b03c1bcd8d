// The secrets a browser or an inbox holds for an account (a session's cookie, a password-reset or email-change
// link): random, and stored only as their sha256, so a leaked database holds nothing that opens an account.
import { createHash, randomBytes } from 'node:crypto';

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token to hand out, and the digest to store in its place. */
export function newSecretToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: tokenDigest(token) };
}
