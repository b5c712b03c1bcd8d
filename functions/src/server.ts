// Serves the shop on a database (which must be migrated: `npm start` and `npm run db:migrate` do it), opened
// here or handed over by `npm start` (main.ts), which opened it for the migrations and the seeding: the live
// feed, storage and the HTTP server. Closing the server closes the database too.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { type Database, pendingMigrations } from './db/index.ts';
import { createApp } from './app.ts';
import { createHttpServer } from './http/node-server.ts';
import { startHousekeeping } from './housekeeping.ts';
import { openConfiguredDatabase } from './migrate.ts';
import { liveOrderDeps } from './orders/index.ts';
import { openServices } from './services.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = { url: string; database: Database; close(): Promise<void> };

export async function startServer(config: Config, logger: Logger, opened?: Database): Promise<RunningServer> {
  const database = opened ?? (await openConfiguredDatabase(config));
  const pending = await pendingMigrations(database.db).catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    throw error;
  });
  if (pending > 0) {
    await database.close();
    throw new Error(`the database is ${pending} migration(s) behind. Run npm run db:migrate (npm start does it for you).`);
  }
  const services = await openServices(config, database, logger);
  const app = createApp({ config, database, logger, ...services });
  const orders = liveOrderDeps(database.db, services.payments, services.worker.wake, config.publicUrl, config.vatRatePercent);
  const stopHousekeeping = startHousekeeping({ uploads: services.uploads, orders }, logger);

  const server = createHttpServer(app, { allowStripe: config.stripe !== undefined, logger, ...config.http });
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
      stopHousekeeping();
      services.chat.close();
      await services.worker.stop();
      await services.feed.close();
      await services.limits.close();
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await drained;
      clearTimeout(grace);
      await services.uploads.close();
      services.closeStorage();
      await database.close();
    },
  };
}
