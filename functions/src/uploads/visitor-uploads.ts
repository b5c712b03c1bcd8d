// A visitor who is not logged in owns the uploads its browser started: the upload endpoint gives the browser a
// random httpOnly cookie with its first upload, and each upload records a digest of it as its owner (never the
// cookie itself). Another visitor, with another cookie or none, cannot read, continue, delete or use it.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { isSecure } from '../auth/index.ts';

export const VISITOR_UPLOAD_COOKIE = 'upload_visitor';
/** Long enough for the slowest upload and the signup after it; each upload the visitor starts renews it. */
const COOKIE_SECONDS = 2 * 86_400;
const COOKIE_VALUE = /^[\w-]{43}$/;

/** The owner an upload cookie's value names. */
export const visitorOwnerOf = (cookie: string) => `visitor:${createHash('sha256').update(cookie).digest('base64url')}`;

/** The owner of this visitor's uploads, or undefined when the browser has no upload cookie. */
export function visitorUploadOwner(c: Context): string | undefined {
  const cookie = getCookie(c, VISITOR_UPLOAD_COOKIE);
  return cookie !== undefined && COOKIE_VALUE.test(cookie) ? visitorOwnerOf(cookie) : undefined;
}

/** This visitor's upload cookie (the one it sent, or a new one) as a Set-Cookie header, and the owner it names. */
export function visitorUploadCookie(c: Context): { setCookie: string; owner: string } {
  const sent = getCookie(c, VISITOR_UPLOAD_COOKIE);
  const cookie = sent !== undefined && COOKIE_VALUE.test(sent) ? sent : randomBytes(32).toString('base64url');
  const setCookie = generateCookie(VISITOR_UPLOAD_COOKIE, cookie, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isSecure(c),
    path: '/api',
    maxAge: COOKIE_SECONDS,
  });
  return { setCookie, owner: visitorOwnerOf(cookie) };
}
