// Everything the HTTP app needs besides the database, built from the configuration.
import type { Logger } from 'pino';
import type { LoginLimits } from './auth/router.ts';
import { createChatService, type ChatService } from './chat/service.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openLiveFeed, type LiveFeed } from './events/live-feed.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createReadCache, type ReadCache } from './http/read-cache.ts';
import { createPayments } from './payments/create-payments.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { openLocalDiskStorage, type Storage } from './storage/storage.ts';
import { createUploadServer, type UploadServer } from './uploads/upload-server.ts';

export type Services = {
  feed: LiveFeed;
  storage: Storage;
  uploads: UploadServer;
  loginLimits: LoginLimits;
  chat: ChatService;
  payments: PaymentProvider;
  /** Catalogue reads, kept until a product changes (a rating counts: reviews announce the product too). */
  productReads: ReadCache;
};

export async function openServices(config: Config, database: Database, logger: Logger): Promise<Services> {
  const { perClient, perAccount, windowMs } = config.login;
  const feed = await openLiveFeed(database);
  return {
    feed,
    chat: createChatService({
      db: database.db,
      feed,
      limits: config.chat,
      languageModel: config.chatModel,
      onStoreError: (error) => logger.warn({ err: error }, 'chat turn not stored'),
    }),
    storage: await openLocalDiskStorage(config.filesDir),
    uploads: createUploadServer(config.uploadsDir),
    payments: createPayments(config.stripe, () => new Date()),
    productReads: createReadCache(feed, ['products']),
    loginLimits: {
      perClient: createRateLimiter({ limit: perClient, windowMs }),
      perAccount: createRateLimiter({ limit: perAccount, windowMs }),
    },
  };
}
