// /api/admin/orders: every order but declined payments, filtered and searched; one order; and the
// admin's moves along the lifecycle, refunds and a return's steps.
import { api } from '@shop/core/api/contract';
import { csvFileNames, ORDER_CSV_COLUMNS } from '@shop/core/catalogue-csv';
import { csvDownload, ukDay } from '../http/csv-download.ts';
import type { AuthEnv } from '../auth/index.ts';
import { contractRouter, created } from '../http/contract-router.ts';
import { authorize, signedInUser } from '../policy.ts';
import { listAllOrders } from './all-orders.ts';
import type { OrderDeps } from './deps.ts';
import { loadOrder } from './read-orders.ts';
import { refundOrder } from './refund-order.ts';
import { transitionOrder } from './transition-order.ts';
import { moveReturn } from './move-return.ts';
import { orderCsvPages } from './order-export.ts';

const returnIds = ({ id, returnId }: { id: string; returnId: string }) => ({ orderId: id, returnId });

export function allOrdersRouter(deps: OrderDeps) {
  return contractRouter<AuthEnv>('/api/admin/orders')
    .on(api.admin.orders, authorize('orders.readAll'), (c) => listAllOrders(deps.db, c.req.valid('query')))
    .on(api.admin.order, authorize('orders.readAll'), (c) => loadOrder(deps.db, c.req.valid('param').id))
    .on(api.admin.transitionOrder, authorize('orders.manage'), (c) => {
      const { to, carrier, trackingNumber, note } = c.req.valid('json');
      return transitionOrder(deps, {
        orderId: c.req.valid('param').id,
        to,
        by: { actor: 'admin', userId: signedInUser(c).id },
        carrier,
        trackingNumber,
        note,
      });
    })
    .on(api.admin.refundOrder, authorize('orders.manage'), async (c) =>
      created(await refundOrder(deps, c.req.valid('param').id, signedInUser(c).id, c.req.valid('json'))),
    )
    .on(api.admin.acceptReturn, authorize('orders.manageReturns'), (c) =>
      moveReturn(deps, returnIds(c.req.valid('param')), signedInUser(c).id, { to: 'accepted' }),
    )
    .on(api.admin.declineReturn, authorize('orders.manageReturns'), (c) =>
      moveReturn(deps, returnIds(c.req.valid('param')), signedInUser(c).id, { to: 'declined', reason: c.req.valid('json').reason }),
    )
    .on(api.admin.receiveReturn, authorize('orders.manageReturns'), (c) =>
      moveReturn(deps, returnIds(c.req.valid('param')), signedInUser(c).id, { to: 'received' }),
    ).app;
}

/** GET /api/admin/exports/orders: the orders of the list's filter and a range of days, as a CSV download. */
export function orderExportRouter(deps: OrderDeps) {
  return contractRouter<AuthEnv>('/api/admin/exports/orders').on(api.admin.exportOrders, authorize('orders.export'), (c) =>
    csvDownload(csvFileNames.orders(ukDay(deps.now())), ORDER_CSV_COLUMNS, orderCsvPages(deps.db, c.req.valid('query'))),
  ).app;
}
