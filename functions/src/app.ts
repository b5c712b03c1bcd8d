// Composes the HTTP app: API routers, live feed, stored files and the web app, with one error handler.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { every } from 'hono/combine';
import type { Logger } from 'pino';
import { adminRouter } from './admin/router.ts';
import { type AuthEnv, currentUser, knownDevices } from './auth/index.ts';
import { authRouter } from './auth/router.ts';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { eventsRouter } from './events/router.ts';
import { stockAlertsRouter } from './stock-alerts/router.ts';
import { recordWriter } from './events/index.ts';
import { ordersRouter, quotesRouter } from './orders/router.ts';
import { liveOrderDeps, stripeWebhookRouter } from './orders/index.ts';
import { paymentsRouter } from './payments/router.ts';
import { productImportRouter } from './products/csv-router.ts';
import { productPictures, productsRouter, suggestionsRouter } from './products/router.ts';
import { reviewsRouter } from './reviews/router.ts';
import type { Services } from './services.ts';
import { uploadsRouter } from './uploads/router.ts';
import { errorBody, handleError } from './http/errors.ts';
import { healthRouter } from './http/health.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { pageRenderer } from './first-load/page-render.ts';
import { webAppPage } from './first-load/web-app-page.ts';
import { accountDataRouter } from './account-data/index.ts';
import { addressesRouter } from './addresses/index.ts';
import { crawlerFilesRouter } from './http/crawler-files.ts';
import { filesRouter, webAppRouter } from './http/static.ts';

export type AppDeps = Services & { config: Config; database: Database; logger: Logger };

const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The methods that change something. Middleware only writes need (CSRF, the writer's tab, the body limit)
 * is registered for these alone, so the router never puts it in a read's chain: every layer a request
 * passes costs it an await, and a read never asks for a body, which would build a full web Request object.
 */
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * The areas that answer by who is asking: their own account, orders and uploads, the live feed (which names
 * only the browser's own account), and the admin's. Elsewhere
 * only writes know the visitor: `authorize` refuses to guard a read not open to anyone there.
 */
const VISITOR_AREAS = [
  '/products/:id/reviews/mine',
  '/auth/*',
  '/account',
  '/account/*',
  '/uploads/*',
  '/orders/*',
  '/quotes',
  '/payments/*',
  '/admin/*',
  '/events',
];

export function createApp({
  config,
  database,
  feed,
  liveStreams,
  storage,
  uploads,
  loginGuard,
  signups,
  emailChanges,
  reviewWrites,
  passwordReset,
  uploadLimits,
  codeTries,
  limits,
  chat,
  payments,
  productReads,
  laterReviewPages,
  catalogueSearch,
  keptPages,
  worker,
  logger,
}: AppDeps) {
  const orderDeps = liveOrderDeps(database.db, payments, worker.wake, config.publicUrl, config.vatRatePercent);
  const { db } = database;
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413),
  });

  const identify = currentUser(db);
  const api = new Hono<AuthEnv>()
    // Who is asking is read for every write and in the areas that answer by visitor. Not for the
    // catalogue's reads, which answer everyone alike: each is one handler, which Hono calls directly (a
    // second handler on the route would make every read pass through a composed chain).
    .on('ALL', VISITOR_AREAS, identify)
    .on(WRITES, '*', identify, every(recordWriter, sameOriginWrites(config.webOrigin ? [config.webOrigin] : [])))
    .route('/uploads', uploadsRouter(uploads, uploadLimits))
    .route('/admin/imports/products', productImportRouter(db, storage, config.productImport))
    .on(WRITES, '*', limitBody)
    .route(
      '/auth',
      authRouter({
        db,
        storage,
        uploads,
        loginGuard,
        knownDevices: knownDevices(config.login.deviceSecret),
        signups,
        emailChanges,
        passwordReset,
      }),
    )
    .route('/account', accountDataRouter(db, storage))
    .route('/account/addresses', addressesRouter(db))
    .route('/products', productsRouter({ db, storage, uploads, reads: productReads, search: catalogueSearch }))
    .route('/products', reviewsRouter({ db, reads: productReads, laterPages: laterReviewPages, reviewWrites }))
    .route('/products', stockAlertsRouter(db, limits))
    .route('/suggestions', suggestionsRouter({ db, reads: productReads, search: catalogueSearch }))
    .route('/events', eventsRouter(feed, liveStreams))
    .route('/orders', ordersRouter(orderDeps, codeTries))
    .route('/quotes', quotesRouter(orderDeps, codeTries))
    .route('/payments', paymentsRouter(payments))
    .route('/payments', stripeWebhookRouter(orderDeps))
    .route('/admin', adminRouter(orderDeps, storage, uploads, config.supportReplyEmailDelayMs));

  // The renderer asks this app for a page's data, in this process.
  const drawPage = pageRenderer(config.webDist, (url, init) => Promise.resolve(app.request(url, init)));
  const page = webAppPage(config.webDist, {
    publicUrl: config.publicUrl,
    productPicture: productPictures(db, productReads, catalogueSearch),
    drawPage,
    keptPages,
    onDrawError: (error) => logger.warn({ err: error }, 'could not draw a page on the server; the browser draws it'),
  });
  const app = new Hono()
    .onError(handleError(logger))
    .route('/', healthRouter(db))
    .route('/api', api)
    // The widget on the web origin sends its cookies: the session, or the visitor's conversation.
    .use('/chat/*', cors({ origin: config.webOrigin ?? [], credentials: true }))
    .route('/chat', chat.router)
    .route('/files', filesRouter(storage))
    .route('/', crawlerFilesRouter({ db, publicUrl: config.publicUrl, webDist: config.webDist }))
    .route('/', webAppRouter(config.webDist))
    .notFound((c) => {
      const { method, path } = c.req;
      if (path === '/api' || path.startsWith('/api/')) return c.json(errorBody('not_found', `No API route ${method} ${path}.`), 404);
      // Hono answers HEAD by running GET and dropping the body, but the request still says HEAD.
      if (page && (method === 'GET' || method === 'HEAD')) return page(c);
      return c.json(errorBody('not_found', 'Not found.'), 404);
    });
  return app;
}
