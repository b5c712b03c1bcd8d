// Everything the HTTP app needs besides the database, built from the configuration.
import { createCodeTries, type CodeTries } from './discounts/index.ts';
import type { Logger } from 'pino';
import { createLoginGuard, createPasswordResetLimits, passwordResetJob, type LoginGuard, type PasswordResetDeps } from './auth/index.ts';
import { openOwnerAnswers } from './assistant/index.ts';
import { builtInQuestions, type ChatService, createChatService, loadChatClassifier } from './chat/index.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/index.ts';
import { createStreamLimits, type LiveFeed, openLiveFeed, type StreamLimits } from './events/index.ts';
import { type Limiter, type Limits, openLimits } from './limits/index.ts';
import { createSender } from './mail/index.ts';
import { databaseSupportDesk, supportReplyJob } from './support/index.ts';
import { liveOrderDeps, refundJob } from './orders/index.ts';
import { createOutboxWorker, type JobHandlers, type OutboxWorker } from './outbox/index.ts';
import { keptPagesCache, type KeptPage } from './first-load/kept-pages.ts';
import { createFeedCache, createReadCache, type FeedCache, type ReadCache } from './http/read-cache.ts';
import { createPayments, type PaymentProvider } from './payments/index.ts';
import { keptCatalogueSearch, type CatalogueSearch } from './products/index.ts';
import { productOfRead } from './products/router.ts';
import { openStorage, removeFilesJob, type Storage } from './storage/index.ts';
import { restockJob } from './stock-alerts/index.ts';
import {
  createPostgresLocker,
  createUploadLimits,
  createUploadServer,
  diskUploadStore,
  s3UploadStore,
  UPLOAD_EXPIRY_MS,
  type UploadLimits,
  type UploadServer,
} from './uploads/index.ts';

/** Search texts whose matches are kept: each at most a list of ids. */
const SEARCH_TEXTS_KEPT = 1000;

/** API answers kept (products, lists, reviews, suggestions): each a few kilobytes. */
const PRODUCT_READS_KEPT = 1000;

/** Drawn landing pages kept in memory, plain and gzipped: each a few tens of kilobytes. */
const DRAWN_PAGES_KEPT = 200;

/** Pages of reviews after a product's first kept in memory, plain and gzipped: each about 2 kilobytes. */
const LATER_REVIEW_PAGES_KEPT = 500;

export type Services = {
  feed: LiveFeed;
  /** Live-feed streams open now, per client address and in all, under their limits. */
  liveStreams: StreamLimits;
  storage: Storage;
  /** Lets go of the storage's connections, once the server has stopped. */
  closeStorage(): void;
  uploads: UploadServer;
  /** Counters shared by every instance through Redis when REDIS_URL is set. */
  limits: Limits;
  loginGuard: LoginGuard;
  signups: Limiter;
  /** Email-change links sent per account. */
  emailChanges: Limiter;
  /** Reviews written (added, edited, deleted) per account. */
  reviewWrites: Limiter;
  /** What the Forgot password page and the assistant both send reset links with, under the same limits. */
  passwordReset: PasswordResetDeps;
  uploadLimits: UploadLimits;
  /** Discount codes refused per client address and per account. */
  codeTries: CodeTries;
  chat: ChatService;
  payments: PaymentProvider;
  /** Sends queued emails and refunds in the background, in one instance at a time. */
  worker: OutboxWorker;
  /**
   * Catalogue reads (lists, products and the first page of their reviews), kept until a product changes (a
   * review counts: it announces the product too).
   */
  productReads: ReadCache;
  /** Pages of reviews after a product's first, apart from productReads so that they never push a first page out. */
  laterReviewPages: ReadCache;
  /** What each search text finds in the catalogue (as typed, or which products are near it), until a product changes. */
  catalogueSearch: CatalogueSearch;
  /** The landing pages the server drew, kept until the catalogue changes. */
  keptPages: FeedCache<KeptPage>;
};

/** The window of the ticket limits: a visitor's address, or an account, that opened that many in an hour is asked to wait. */
const TICKET_WINDOW_MS = 60 * 60 * 1000;

function ticketLimit(limits: Limits, name: string, limit: number) {
  const rule = { limit, windowMs: TICKET_WINDOW_MS };
  return { limiter: limits.limiter(name, rule), rule };
}

/** What the outbox worker does for each kind of job, with the server's own mail, payments and storage. */
export function outboxHandlers({
  config,
  db,
  payments,
  files,
}: {
  config: Config;
  db: Db;
  payments: PaymentProvider;
  files: Storage;
}): JobHandlers {
  const sendEmail = createSender(config);
  return {
    email: { run: sendEmail },
    refund: refundJob(db, payments),
    files: removeFilesJob(files),
    restock: restockJob(db, config.publicUrl),
    supportReply: supportReplyJob(db, { publicUrl: config.publicUrl, send: sendEmail }),
    passwordReset: passwordResetJob({ db, now: () => new Date(), publicUrl: config.publicUrl }),
  };
}

export async function openServices(config: Config, database: Database, logger: Logger): Promise<Services> {
  const limits = await openLimits(config.redisUrl);
  const { files, bucket, close: closeStorage } = await openStorage(config);
  const feed = await openLiveFeed(database);
  const payments = await createPayments(config.stripe, () => new Date());
  const worker = createOutboxWorker({
    db: database.db,
    handlers: outboxHandlers({ config, db: database.db, payments, files }),
    logger,
    intervalMs: config.workerIntervalMs,
    leaseMs: config.workerLeaseMs,
  });
  const passwordReset: PasswordResetDeps = {
    db: database.db,
    now: () => new Date(),
    publicUrl: config.publicUrl,
    wakeWorker: worker.wake,
    limits: createPasswordResetLimits(limits, config.passwordReset),
  };
  // Its subscription to the feed ends when the feed closes at shutdown.
  const ownerAnswers = await openOwnerAnswers(database.db, feed, builtInQuestions(), (error) =>
    logger.warn({ err: error }, "the owner's answers could not be read again; the assistant keeps the previous ones"),
  );
  return {
    feed,
    liveStreams: createStreamLimits(config.liveFeed),
    worker,
    chat: createChatService({
      db: database.db,
      feed,
      limits: config.chat,
      rateLimiter: limits.limiter('chat', { limit: config.chat.rateLimit, windowMs: config.chat.rateWindowMs }),
      ticketLimits: {
        visitor: ticketLimit(limits, 'support-tickets', config.chat.visitorTicketLimit),
        account: ticketLimit(limits, 'support-tickets-account', config.chat.accountTicketLimit),
      },
      classifier: loadChatClassifier(),
      support: databaseSupportDesk(database.db),
      languageModel: config.chatModel,
      ownerAnswers,
      onStoreError: (error) => logger.warn({ err: error }, 'chat turn not stored'),
      orderDeps: liveOrderDeps(database.db, payments, worker.wake, config.publicUrl, config.vatRatePercent),
      passwordReset,
    }),
    storage: files,
    closeStorage,
    uploads: createUploadServer(bucket ? s3UploadStore(bucket) : diskUploadStore(config.uploadsDir, UPLOAD_EXPIRY_MS), {
      // Instances on one PostgreSQL lock uploads there; the embedded default is one process, locked in memory.
      locker: config.databaseUrl ? createPostgresLocker(config.databaseUrl) : undefined,
      onError: (error) => logger.error({ err: error }, 'an upload request failed'),
    }),
    payments,
    productReads: createReadCache(feed, ['products'], PRODUCT_READS_KEPT, productOfRead),
    laterReviewPages: createReadCache(feed, ['products'], LATER_REVIEW_PAGES_KEPT, productOfRead),
    catalogueSearch: keptCatalogueSearch(createFeedCache(feed, ['products'], SEARCH_TEXTS_KEPT)),
    keptPages: keptPagesCache(feed, DRAWN_PAGES_KEPT),
    limits,
    loginGuard: createLoginGuard(limits, config.login),
    signups: limits.limiter('signup', config.signup),
    emailChanges: limits.limiter('email-change', config.emailChange),
    reviewWrites: limits.limiter('reviews', config.reviews),
    passwordReset,
    uploadLimits: createUploadLimits(limits, config.uploads),
    codeTries: createCodeTries(limits, config.discountCodes),
  };
}
