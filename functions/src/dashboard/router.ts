// /api/admin/dashboard: the four cards of the admin overview.
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { contractRouter } from '../http/contract-router.ts';
import { authorize } from '../policy.ts';
import { dashboardSummary } from './service.ts';

export function dashboardRouter(db: Db) {
  return contractRouter<AuthEnv>('/api/admin/dashboard').on(api.admin.dashboard, authorize('dashboard.read'), () =>
    dashboardSummary(db, new Date()),
  ).app;
}
