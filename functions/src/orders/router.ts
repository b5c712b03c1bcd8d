// POST /api/orders (checkout), GET /api/orders (own, newest first, by keyset pages), GET /api/orders/:id (own),
// POST /api/orders/:id/confirm (after Stripe.js confirmed a payment in the browser), the owner's cancel and
// return requests, a return's slip, and the order's invoice and credit notes as PDF.
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import { tryCode, type CodeTries } from '../discounts/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { answered, contractRouter } from '../http/contract-router.ts';
import { authorize, signedInUser } from '../policy.ts';
import { confirmPayment } from './confirm-payment.ts';
import { creditNoteFile, invoiceFile, type PdfFile } from './invoice-files.ts';
import type { OrderDeps } from './deps.ts';
import { placeOrder } from './place-order.ts';
import { quoteOrder } from './quote.ts';
import { getOwnOrder, listOwnOrders } from './read-orders.ts';
import { transitionOrder } from './transition-order.ts';
import { requestReturn } from './request-return.ts';
import { returnSlip } from './return-slip.ts';
import { settleFromWebhook } from './stripe-webhook.ts';

/** A PDF the browser saves under its document number; private, as it names the customer. */
const pdfAnswer = ({ fileName, bytes }: PdfFile) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });

export function ordersRouter(deps: OrderDeps, codeTries: CodeTries) {
  const { db } = deps;
  return contractRouter<AuthEnv>('/api/orders')
    .on(api.orders.place, authorize('orders.create'), async (c) => {
      const user = signedInUser(c);
      const request = c.req.valid('json');
      const place = () => placeOrder(deps, user, request);
      const { isNew, ...placed } = request.discountCode
        ? await tryCode(codeTries, { address: clientIp(c), userId: user.id }, place)
        : await place();
      return answered(placed, isNew ? 201 : 200);
    })
    .on(api.orders.mine, authorize('orders.readOwn'), (c) => listOwnOrders(db, signedInUser(c).id, c.req.valid('query')))
    .on(api.orders.get, authorize('orders.readOwn'), (c) => getOwnOrder(db, signedInUser(c).id, c.req.valid('param').id))
    .on(api.orders.invoice, authorize('orders.readDocuments'), async (c) =>
      pdfAnswer(await invoiceFile(db, signedInUser(c), c.req.valid('param').id)),
    )
    .on(api.orders.creditNote, authorize('orders.readDocuments'), async (c) => {
      const { id, noteId } = c.req.valid('param');
      return pdfAnswer(await creditNoteFile(db, signedInUser(c), id, noteId));
    })
    .on(api.orders.confirmPayment, authorize('orders.create'), (c) => confirmPayment(deps, signedInUser(c).id, c.req.valid('param').id))
    .on(api.orders.cancel, authorize('orders.cancelOwn'), (c) =>
      transitionOrder(deps, { orderId: c.req.valid('param').id, to: 'cancelled', by: { actor: 'owner', userId: signedInUser(c).id } }),
    )
    .on(api.orders.requestReturn, authorize('orders.returnOwn'), (c) =>
      requestReturn(deps, c.req.valid('param').id, signedInUser(c).id, c.req.valid('json')),
    )
    .on(api.orders.returnSlip, authorize('orders.returnSlip'), async (c) => {
      const { id, returnId } = c.req.valid('param');
      const slip = await returnSlip(db, { orderId: id, returnId }, signedInUser(c));
      return pdfAnswer({ fileName: `return-${slip.number}.pdf`, bytes: slip.pdf });
    }).app;
}

/**
 * POST /api/quotes: a cart's lines priced with a discount code, for anyone (the account's own uses count when
 * logged in). Not under /api/orders, whose /:id beside a word would cost every route Hono's fastest router.
 */
export function quotesRouter(deps: OrderDeps, codeTries: CodeTries) {
  return contractRouter<AuthEnv>('/api/quotes').on(api.orders.quote, authorize('orders.quote'), (c) => {
    const userId = c.get('user')?.id ?? null;
    const quote = () => quoteOrder(deps.db, userId, c.req.valid('json'), deps.now());
    return tryCode(codeTries, { address: clientIp(c), userId }, quote);
  }).app;
}

/** POST /api/payments/stripe/webhook: Stripe says how a payment ended, signed; acknowledged once read. */
export function stripeWebhookRouter(deps: OrderDeps) {
  return contractRouter<AuthEnv>('/api/payments').on(api.payments.stripeWebhook, authorize('payments.webhook'), async (c) => {
    await settleFromWebhook(deps, await c.req.text(), c.req.header('stripe-signature') ?? '');
    return { received: true as const };
  }).app;
}
