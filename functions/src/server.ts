// Starts the whole backend: database (migrated and seeded), live feed, storage and the HTTP server.
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { seedAccounts } from '../seed/accounts.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { isUniqueViolation } from './db/errors.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createApp } from './http/app.ts';
import { openServices } from './services.ts';

export type RunningServer = { url: string; database: Database; close(): Promise<void> };

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(config);
  await database.migrate();
  const services = await openServices(config, database, logger);
  const seeded = await seedCatalogue(database.db, services.storage);
  if (seeded > 0) logger.info({ products: seeded }, 'seeded the sample catalogue');
  const accounts = await seedAccounts(database.db, services.storage, config.admin).catch((error: unknown) => {
    // Another instance seeded at the same moment.
    if (isUniqueViolation(error)) return [];
    throw error;
  });
  for (const account of accounts) logger.info(`sample ${account.role} account: ${account.email} / ${account.password}`);
  const app = createApp({ config, database, logger, ...services });

  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    url: `http://localhost:${port}`,
    database,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      services.chat.close();
      await services.feed.close();
      await database.close();
    },
  };
}
