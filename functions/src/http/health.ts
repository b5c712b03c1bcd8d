// GET /healthz: the process is up. GET /readyz: the database answers too.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/index.ts';
import { errorBody } from './errors.ts';

export function healthRouter(db: Db) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await db.execute(sql`SELECT 1`);
        return c.json({ status: 'ready' });
      } catch {
        return c.json(errorBody('unavailable', 'The database is not reachable.'), 503);
      }
    });
}
