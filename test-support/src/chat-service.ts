// The chat service over a throwaway database, with its live feed and the support desk, and limits no test
// reaches unless it sets its own: what the chat's and the desk's integration tests start from.
import { createChatService, loadChatClassifier } from '@shop/functions/chat';
import { openLiveFeed, type LiveFeed } from '@shop/functions/events';
import { memoryLimits } from '@shop/functions/limits';
import { databaseSupportDesk } from '@shop/functions/support';
import { openTestDatabase, type TestDatabase } from './database.ts';

type ChatServiceDeps = Parameters<typeof createChatService>[0];

export type ChatServiceOnDatabase = {
  database: TestDatabase;
  feed: LiveFeed;
  service: ReturnType<typeof createChatService>;
  close(): Promise<void>;
};

/** `deps` replaces the defaults it names (a ticket limit, no sweeping). */
export async function openChatService(deps: Partial<ChatServiceDeps> = {}): Promise<ChatServiceOnDatabase> {
  const database = await openTestDatabase();
  const feed = await openLiveFeed(database);
  const service = createChatService({
    db: database.db,
    feed,
    limits: { rateLimit: 1000, rateWindowMs: 60_000, maxMessageChars: 1000, retentionDays: 90 },
    rateLimiter: memoryLimits().limiter('chat', { limit: 1000, windowMs: 60_000 }),
    classifier: loadChatClassifier(),
    support: databaseSupportDesk(database.db),
    ...deps,
  });
  return {
    database,
    feed,
    service,
    async close() {
      service.close();
      await feed.close();
      await database.drop();
    },
  };
}
