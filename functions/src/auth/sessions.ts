// Server sessions: a random token in an httpOnly cookie, its sha256 in the database.
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Db, sessions, users } from '../db/index.ts';
import { newSecretToken, tokenDigest as digest } from './secret-tokens.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const { token, digest: id } = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ id, userId, expiresAt });
  return { token, expiresAt };
}

/** The user behind a session token, read fresh (so a deleted user or a changed admin flag counts at once). */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, new Date()), isNull(users.blockedAt)));
  return row?.user ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
}

/** Ends every session of the user but the one with `keptToken`. */
export async function deleteOtherSessions(db: Db, userId: string, keptToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, digest(keptToken))));
}

/** Answers how many were deleted. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

export const isSecure = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: isSecure(c), path: '/', expires: expiresAt });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecure(c) });
}

export const readSessionToken = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);
