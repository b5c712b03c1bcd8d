// CSRF protection for cookie-authenticated writes: a browser request that changes something must come
// from our own pages (Sec-Fetch-Site, else Origin). Clients without a session cookie have nothing to forge.
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/index.ts';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginWrites(allowedOrigins: readonly string[] = []) {
  return createMiddleware(async (c, next) => {
    const hasSession = (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=`);
    if (SAFE_METHODS.has(c.req.method) || !hasSession) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const isTrustedOrigin = origin !== undefined && allowedOrigins.includes(origin);
    const isAllowed = site
      ? site === 'same-origin' || site === 'none' || isTrustedOrigin
      : !origin || origin === new URL(c.req.url).origin || isTrustedOrigin;
    if (!isAllowed) throw forbidden('Cross-site request refused.');
    await next();
  });
}
