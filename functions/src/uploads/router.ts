// /api/uploads: the tus endpoint for pictures. Anyone may upload (a visitor's signup picture); an
// upload is only used by whoever sent it.
import { Hono } from 'hono';
import type { AuthEnv } from '../auth/current-user.ts';
import { authorize } from '../policy.ts';
import type { UploadServer } from './upload-server.ts';

export function uploadsRouter(uploads: UploadServer) {
  const handle = authorize('uploads.create');
  return new Hono<AuthEnv>()
    .all('/', handle, (c) => uploads.handle(c.req.raw, c.get('user')?.id ?? null))
    .all('/*', handle, (c) => uploads.handle(c.req.raw, c.get('user')?.id ?? null));
}
