// /api/uploads: the tus endpoint for pictures. Anyone may upload (a visitor's signup picture), within the limits of
// upload-limits.ts; an upload is only used by whoever sent it: the account, or the visitor's upload cookie.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MAX_IMAGE_BYTES } from '@shop/core/uploads';
import type { AuthEnv } from '../auth/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { authorize } from '../policy.ts';
import { admitUpload, type UploadLimits } from './upload-limits.ts';
import type { UploadServer } from './upload-server.ts';
import { visitorUploadCookie, visitorUploadOwner } from './visitor-uploads.ts';

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
  /** A visitor's upload: the answer carries the visitor's upload cookie (a new one on the first), which owns it. */
  async function asVisitor(c: Context<AuthEnv>): Promise<Response> {
    if (c.req.method !== 'POST') return uploads.handle(c.req.raw, visitorUploadOwner(c));
    const { setCookie, owner } = visitorUploadCookie(c);
    const answer = await uploads.handle(c.req.raw, owner);
    const headers = new Headers(answer.headers);
    headers.append('set-cookie', setCookie);
    return new Response(answer.body, { status: answer.status, headers });
  }
  const send = (c: Context<AuthEnv>) => {
    const user = c.get('user');
    return user ? uploads.handle(c.req.raw, user.id) : asVisitor(c);
  };
  return new Hono<AuthEnv>().all('/', handle, limitUploads, send).all('/*', handle, send);
}
