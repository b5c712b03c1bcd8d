// Serves the built web app's files and the stored files; its pages come from first-load/web-app-page.ts.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { FILES_URL_PREFIX, isSafeKey, type Storage } from '../storage/index.ts';
import { errorBody } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose names change with their content may be kept by browsers for a year. */
const cacheForAYear = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE);
});

const noSuchFile = (c: Context) => c.json(errorBody('not_found', 'No such file.'), 404);

/** The stored files, from whichever storage holds them (so any instance serves what another saved). */
export function filesRouter(storage: Storage) {
  return new Hono().get('*', cacheForAYear, async (c) => {
    const key = c.req.path.slice(FILES_URL_PREFIX.length);
    const file = isSafeKey(key) ? await storage.read(key) : null;
    // Not the web app's page: a picture's address never names a page, and a year's cache would keep it.
    if (!file) return noSuchFile(c);
    const headers = { 'Content-Type': file.contentType, 'Content-Length': String(file.size) };
    if (c.req.method !== 'HEAD') return c.body(file.body, 200, headers);
    await file.body.cancel();
    return c.body(null, 200, headers);
  });
}

/** The files at the top of dist, without the compressed copies served in their place. */
function filesAtTop(webDist: string): string[] {
  return (
    readdirSync(webDist, { withFileTypes: true })
      // robots.txt is answered with the sitemap's line (crawler-files.ts).
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name) && entry.name !== 'robots.txt')
      .map((entry) => entry.name)
  );
}

/** The web app's files: built chunks, kept a year, and the files at the top of dist. */
export function webAppRouter(webDist: string) {
  const app = new Hono();
  if (!existsSync(path.join(webDist, 'index.html'))) return app;
  app.use('/assets/*', cacheForAYear, serveStatic({ root: webDist, precompressed: true }));
  // A chunk that is not there (e.g. from a build before the last deploy) is missing, not a page.
  app.get('/assets/*', noSuchFile);
  // Each file by its name: a pattern here would sit beside /api and /healthz, and Hono's fastest router
  // takes no word beside a pattern (it would fall back to a slower one for every request).
  const serveFile = serveStatic({ root: webDist, precompressed: true });
  for (const file of filesAtTop(webDist)) app.get(`/${file}`, serveFile);
  return app;
}
