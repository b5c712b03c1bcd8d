// POST /api/products/:id/stock-alerts: anyone leaves an address on a sold-out product or variant, within a
// number of requests per client address an hour (each address is emailed once at most, but a stranger's
// address could otherwise be signed up to every product).
import { api } from '@shop/core/api/contract';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import type { AuthEnv } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { rateLimited } from '../errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import type { Limits } from '../limits/index.ts';
import { authorize } from '../policy.ts';
import { addStockAlert } from './service.ts';

export const STOCK_ALERTS_PER_HOUR = 10;

export function stockAlertsRouter(db: Db, limits: Limits) {
  const perClient = limits.limiter('stock-alerts', { limit: STOCK_ALERTS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  return contractRouter<AuthEnv>('/api/products').on(api.stockAlerts.create, authorize('stockAlerts.create'), async (c) => {
    const allowed = await perClient.consume(clientIp(c));
    if (!allowed.isAllowed) throw rateLimited(stockAlertMessages.tooMany, allowed.retryAfterMs);
    return created(await addStockAlert(db, c.req.valid('param').id, c.req.valid('json')));
  }).app;
}
