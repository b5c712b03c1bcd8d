// Reads the session cookie and puts the user (or null) in the context, once per request.
import { createMiddleware } from 'hono/factory';
import type { PublicUser } from '@shop/core/auth';
import type { Db } from '../db/index.ts';
import { findSessionUser, readSessionToken, type UserRow } from './sessions.ts';

export type AuthEnv = { Variables: { user: UserRow | null } };

export function currentUser(db: Db) {
  // Not an async function: a request without a session (most reads) passes without an await of its own.
  return createMiddleware<AuthEnv>((c, next) => {
    // A write in an area that answers by visitor passes here twice (app.ts).
    if (c.get('user') !== undefined) return next();
    const token = readSessionToken(c);
    if (!token) {
      c.set('user', null);
      return next();
    }
    return findSessionUser(db, token).then((user) => {
      c.set('user', user);
      return next();
    });
  });
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    uid: user.id,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoUrl,
    photoSrcSet: user.photoSrcSet,
    isAdmin: user.isAdmin,
  };
}
