// /api/admin/dashboard: the four cards of the admin overview.
import { Hono } from 'hono';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { authorize } from '../policy.ts';
import { dashboardSummary } from './service.ts';

export function dashboardRouter(db: Db) {
  return new Hono<AuthEnv>().get('/', authorize('dashboard.read'), async (c) => c.json(await dashboardSummary(db, new Date())));
}
