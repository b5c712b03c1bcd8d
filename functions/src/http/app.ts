// Composes the HTTP app: API routers, live feed, stored files and the web app, with one error handler.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { adminRouter } from '../admin/router.ts';
import { currentUser, type AuthEnv } from '../auth/current-user.ts';
import { authRouter } from '../auth/router.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { eventsRouter } from '../events/router.ts';
import { ordersRouter } from '../orders/router.ts';
import { paymentsRouter } from '../payments/router.ts';
import { productPictures, productsRouter } from '../products/router.ts';
import { reviewsRouter } from '../reviews/router.ts';
import type { Services } from '../services.ts';
import { uploadsRouter } from '../uploads/router.ts';
import { errorBody, handleError } from './errors.ts';
import { healthRouter } from './health.ts';
import { requestLogger, type LogEnv } from './logging.ts';
import { sameOriginWrites } from './same-origin.ts';
import { securityHeaders } from './security-headers.ts';
import { filesRouter, webAppRouter } from './static.ts';

export type AppDeps = Services & { config: Config; database: Database; logger: Logger };

const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp({ config, database, feed, storage, uploads, loginLimits, chat, payments, productReads, logger }: AppDeps) {
  const { db } = database;
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413),
  });

  const api = new Hono<AuthEnv>()
    .use(currentUser(db))
    .use(sameOriginWrites(config.webOrigin ? [config.webOrigin] : []))
    .route('/uploads', uploadsRouter(uploads))
    .use(jsonBodyLimit)
    .route('/auth', authRouter({ db, storage, uploads, loginLimits }))
    .route('/products', productsRouter({ db, storage, uploads, reads: productReads }))
    .route('/products', reviewsRouter(db))
    .route('/events', eventsRouter(feed))
    .route('/orders', ordersRouter({ db, payments, now: () => new Date() }))
    .route('/payments', paymentsRouter(payments))
    .route('/admin', adminRouter(db, storage))
    .all('*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}.`), 404));

  return new Hono<LogEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders({ allowStripe: config.stripe !== undefined }))
    .onError(handleError(logger))
    .route('/', healthRouter(db))
    .route('/api', api)
    .use('/chat/*', cors({ origin: config.webOrigin ?? [] }))
    .route('/chat', chat.router)
    .route('/files', filesRouter(config.filesDir))
    .route('/', webAppRouter(config.webDist, productPictures(db, productReads)))
    .notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
}
