// /api/uploads: the tus endpoint for pictures. Anyone may upload (a visitor's signup picture), a visitor
// only so many per window from one address; an upload is only used by whoever sent it.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../auth/index.ts';
import { rateLimited } from '../errors.ts';
import { clientIp } from '../http/client-ip.ts';
import type { Limiter } from '../limits/index.ts';
import { authorize } from '../policy.ts';
import type { UploadServer } from './upload-server.ts';

export const TOO_MANY_UPLOADS = 'Too many pictures uploaded from your connection. Please wait a few minutes and try again.';

export function uploadsRouter(uploads: UploadServer, anonymousUploads: Limiter) {
  const handle = authorize('uploads.create');
  const limitVisitors = createMiddleware<AuthEnv>(async (c, next) => {
    if (c.req.method === 'POST' && !c.get('user')) {
      const { isAllowed, retryAfterMs } = await anonymousUploads.consume(clientIp(c));
      if (!isAllowed) throw rateLimited(TOO_MANY_UPLOADS, retryAfterMs);
    }
    await next();
  });
  return new Hono<AuthEnv>()
    .all('/', handle, limitVisitors, (c) => uploads.handle(c.req.raw, c.get('user')?.id ?? null))
    .all('/*', handle, (c) => uploads.handle(c.req.raw, c.get('user')?.id ?? null));
}
