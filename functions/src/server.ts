// Starts the whole backend: database (migrated and seeded), live feed, storage and the HTTP server.
import type { Logger } from 'pino';
import { seedAccounts } from '../seed/accounts.ts';
import { seedSampleOrders } from '../seed/orders.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { isDatabaseUnavailable, isUniqueViolation } from './db/errors.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createApp } from './http/app.ts';
import { createHttpServer } from './http/fast-reads.ts';
import { openServices } from './services.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = { url: string; database: Database; close(): Promise<void> };

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(config);
  await database.migrate().catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    if (config.databaseUrl && isDatabaseUnavailable(error)) {
      throw new Error(
        `cannot reach the PostgreSQL server at ${new URL(config.databaseUrl).host} (${error instanceof Error ? error.message : String(error)}). Check DATABASE_URL.`,
      );
    }
    throw error;
  });
  const services = await openServices(config, database, logger);
  const seeded = await seedCatalogue(database.db, services.storage);
  if (seeded > 0) logger.info({ products: seeded }, 'seeded the sample catalogue');
  const sampleOrders = await seedSampleOrders(database.db);
  if (sampleOrders > 0) logger.info({ orders: sampleOrders }, 'seeded the sample sales history');
  const accounts = await seedAccounts(database.db, services.storage, config.admin).catch((error: unknown) => {
    // Another instance seeded at the same moment.
    if (isUniqueViolation(error)) return [];
    throw error;
  });
  for (const account of accounts) logger.info(`sample ${account.role} account: ${account.email} / ${account.password}`);
  const app = createApp({ config, database, logger, ...services });

  const server = await createHttpServer(app, services.productReads, logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${config.port} is already in use. Set PORT to another port.`) : error),
    );
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    url: `http://localhost:${port}`,
    database,
    /** Stops taking requests, lets those in flight finish (up to a grace period), then closes the rest. */
    async close() {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open event streams end when the feed closes; idle keep-alive connections end now.
      services.chat.close();
      await services.feed.close();
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await drained;
      clearTimeout(grace);
      await database.close();
    },
  };
}
