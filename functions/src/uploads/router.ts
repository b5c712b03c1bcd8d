// /api/uploads: the tus endpoint for pictures. Anyone may upload (a visitor's signup picture), within the limits of
// upload-limits.ts; an upload is only used by whoever sent it.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MAX_IMAGE_BYTES } from '@shop/core/uploads';
import type { AuthEnv } from '../auth/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { authorize } from '../policy.ts';
import { admitUpload, type UploadLimits } from './upload-limits.ts';
import type { UploadServer } from './upload-server.ts';

/** The size an upload declares; undefined when it is not one tus would accept (tus then refuses it itself). */
function declaredBytes(header: string | undefined): number | undefined {
  const bytes = Number(header);
  return /^\d+$/.test(header ?? '') && bytes > 0 && bytes <= MAX_IMAGE_BYTES ? bytes : undefined;
}

export function uploadsRouter(uploads: UploadServer, limits: UploadLimits) {
  const handle = authorize('uploads.create');
  const limitUploads = createMiddleware<AuthEnv>(async (c, next) => {
    const bytes = declaredBytes(c.req.header('upload-length'));
    if (c.req.method !== 'POST' || bytes === undefined) return next();
    const giveBack = await admitUpload(limits, { user: c.get('user'), address: clientIp(c), bytes });
    await next();
    if (c.res.status >= 400) await giveBack();
  });
  return new Hono<AuthEnv>()
    .all('/', handle, limitUploads, (c) => uploads.handle(c.req.raw, c.get('user')?.id ?? null))
    .all('/*', handle, (c) => uploads.handle(c.req.raw, c.get('user')?.id ?? null));
}
