// POST /api/orders (checkout), GET /api/orders (own, newest first, by keyset pages), GET /api/orders/:id (own),
// POST /api/orders/:id/confirm (after Stripe.js confirmed a payment in the browser), the owner's cancel and
// return requests, a return's slip, and the order's invoice and credit notes as PDF.
import { Hono } from 'hono';
import { api } from '@shop/core/api/contract';
import type { AuthEnv } from '../auth/index.ts';
import { tryCode, type CodeTries } from '../discounts/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { contractRouter } from '../http/contract-router.ts';
import { validate } from '../http/validate.ts';
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
  return new Hono<AuthEnv>()
    .post('/', authorize('orders.create'), validate('json', api.orders.place.body), async (c) => {
      const user = signedInUser(c);
      const request = c.req.valid('json');
      const place = () => placeOrder(deps, user, request);
      const { isNew, ...placed } = request.discountCode
        ? await tryCode(codeTries, { address: clientIp(c), userId: user.id }, place)
        : await place();
      return c.json(placed, isNew ? 201 : 200);
    })
    .get('/', authorize('orders.readOwn'), validate('query', api.orders.mine.query), async (c) =>
      c.json(await listOwnOrders(db, signedInUser(c).id, c.req.valid('query'))),
    )
    .get('/:id', authorize('orders.readOwn'), validate('param', api.orders.get.params), async (c) =>
      c.json(await getOwnOrder(db, signedInUser(c).id, c.req.valid('param').id)),
    )
    .get('/:id/invoice', authorize('orders.readDocuments'), validate('param', api.orders.invoice.params), async (c) =>
      pdfAnswer(await invoiceFile(db, signedInUser(c), c.req.valid('param').id)),
    )
    .get('/:id/credit-notes/:noteId', authorize('orders.readDocuments'), validate('param', api.orders.creditNote.params), async (c) => {
      const { id, noteId } = c.req.valid('param');
      return pdfAnswer(await creditNoteFile(db, signedInUser(c), id, noteId));
    })
    .post('/:id/confirm', authorize('orders.create'), validate('param', api.orders.confirmPayment.params), async (c) =>
      c.json(await confirmPayment(deps, signedInUser(c).id, c.req.valid('param').id)),
    )
    .post('/:id/cancel', authorize('orders.cancelOwn'), validate('param', api.orders.cancel.params), async (c) =>
      c.json(
        await transitionOrder(deps, {
          orderId: c.req.valid('param').id,
          to: 'cancelled',
          by: { actor: 'owner', userId: signedInUser(c).id },
        }),
      ),
    )
    .post(
      '/:id/returns',
      authorize('orders.returnOwn'),
      validate('param', api.orders.requestReturn.params),
      validate('json', api.orders.requestReturn.body),
      async (c) => c.json(await requestReturn(deps, c.req.valid('param').id, signedInUser(c).id, c.req.valid('json'))),
    )
    .get('/:id/returns/:returnId/slip', authorize('orders.returnSlip'), validate('param', api.orders.returnSlip.params), async (c) => {
      const { id, returnId } = c.req.valid('param');
      const slip = await returnSlip(db, { orderId: id, returnId }, signedInUser(c));
      return pdfAnswer({ fileName: `return-${slip.number}.pdf`, bytes: slip.pdf });
    });
}

/**
 * POST /api/quotes: a cart's lines priced with a discount code, for anyone (the account's own uses count when
 * logged in). Not under /api/orders, whose /:id beside a word would cost every route Hono's fastest router.
 */
export function quotesRouter(deps: OrderDeps, codeTries: CodeTries) {
  return new Hono<AuthEnv>().post('/', authorize('orders.quote'), validate('json', api.orders.quote.body), async (c) => {
    const userId = c.get('user')?.id ?? null;
    const quote = () => quoteOrder(deps.db, userId, c.req.valid('json'), deps.now());
    return c.json(await tryCode(codeTries, { address: clientIp(c), userId }, quote));
  });
}

/** POST /api/payments/stripe/webhook: Stripe says how a payment ended, signed; acknowledged once read. */
export function stripeWebhookRouter(deps: OrderDeps) {
  return contractRouter<AuthEnv>('/api/payments').on(api.payments.stripeWebhook, authorize('payments.webhook'), async (c) => {
    await settleFromWebhook(deps, await c.req.text(), c.req.header('stripe-signature') ?? '');
    return { received: true as const };
  }).app;
}
