// Entry point of `npm start`, in three steps: migrate the database, seed it if it is empty, serve. Each
// step opens what it needs and closes it again; the last one runs until SIGINT or SIGTERM, then stops
// gracefully.
import { seedIfEmpty } from '../seed/seed-if-empty.ts';
import { ConfigError, readConfig } from './config.ts';
import { createLogger } from './http/logging.ts';
import { migrateDatabase } from './migrate.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  await migrateDatabase(config, logger);
  await seedIfEmpty(config, logger);
  const server = await startServer(config, logger);
  logger.info({ url: server.url, database: server.database.kind }, `Multimart is running at ${server.url}`);

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? error.message : `Could not start: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
