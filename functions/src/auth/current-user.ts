// Reads the session cookie on every request and puts the user (or null) in the context.
import { createMiddleware } from 'hono/factory';
import type { PublicUser } from '@shop/core/auth';
import type { Db } from '../db/index.ts';
import { findSessionUser, readSessionToken, type UserRow } from './sessions.ts';

export type AuthEnv = { Variables: { user: UserRow | null } };

export function currentUser(db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = readSessionToken(c);
    c.set('user', token ? await findSessionUser(db, token) : null);
    await next();
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
