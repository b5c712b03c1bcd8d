// Entry point of `npm start` (compiled to functions/dist/main.js): the chat model, the database opened once,
// its migrations, the sample shop when it is empty, then the HTTP server, each step one line with its time.
// Runs until SIGINT or SIGTERM, then stops gracefully.
import type { Logger } from 'pino';
import { describeSeeded, passwordHint, seedDatabase } from '../seed/seed-if-empty.ts';
import { ensureChatModel } from './chat/index.ts';
import { ConfigError, readConfig } from './config.ts';
import { createLogger, standardOutput, written } from './http/logging.ts';
import { migrate, openConfiguredDatabase } from './migrate.ts';
import { startServer } from './server.ts';

/**
 * The embedded database's worker thread: compiled beside this file in functions/dist/ (scripts/build-server.mjs),
 * or its source when this file itself runs from source.
 */
const pgliteWorker = import.meta.url.endsWith('.ts')
  ? new URL('./db/pglite-worker.ts', import.meta.url)
  : new URL('./pglite-worker.js', import.meta.url);

/** Runs one start-up step and logs what it did and how long it took. */
async function step<T>(logger: Logger, name: string, work: () => T | Promise<T>, said: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  logger.info({ step: name, seconds: Number(seconds.toFixed(2)) }, `${name}: ${said(result)} (${seconds.toFixed(1)} s)`);
  return result;
}

async function main(): Promise<void> {
  const config = readConfig();
  const output = standardOutput();
  const logger = createLogger(config.logLevel, output);
  // Loading the server's modules is a step of its own, before the others: the time since the process started.
  const loaded = performance.now() / 1000;
  logger.info(
    { step: 'modules', seconds: Number(loaded.toFixed(2)) },
    `modules: loaded since the process started (${loaded.toFixed(1)} s)`,
  );
  await step(
    logger,
    'chat model',
    () => ensureChatModel(),
    (build) => (build.isRebuilt ? 'trained' : 'up to date'),
  );
  const database = await step(
    logger,
    'database',
    () => openConfiguredDatabase({ ...config, pgliteWorker }),
    (opened) => (opened.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'),
  );
  try {
    await step(
      logger,
      'migrations',
      () => migrate(config, database),
      (applied) => (applied > 0 ? `applied ${applied}` : 'up to date'),
    );
    const seeded = await step(
      logger,
      'sample shop',
      () => seedDatabase(config, database),
      (added) => (describeSeeded(added).length > 0 ? `added ${describeSeeded(added).join(', ')}` : 'already there'),
    );
    for (const account of seeded.accounts) logger.info(`sample ${account.role} account: ${account.email} (${passwordHint(account)})`);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const server = await step(
    logger,
    'server',
    () => startServer(config, logger, database),
    () => 'listening',
  );
  logger.info({ url: server.url, database: server.database.kind }, `Multimart is running at ${server.url}`);

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await server.close();
    // Its lines are written in the background: every one of them is out before the process ends.
    await written(output);
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
