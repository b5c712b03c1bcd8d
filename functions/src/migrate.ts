// `npm run db:migrate` (and the first step of `npm start`): brings the database up to the committed
// migrations. Several instances may run it at once on PostgreSQL: one migrates, the others wait for it.
import type { Logger } from 'pino';
import { runAsCommand } from './command.ts';
import type { Config } from './config.ts';
import { isDatabaseUnavailable, openDatabase, pendingMigrations, type Database, type DatabaseOptions } from './db/index.ts';

/** Opens the database, with a clear message when PostgreSQL cannot be reached. */
export async function openConfiguredDatabase(config: DatabaseOptions): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (error) {
    throw unreachable(config, error);
  }
}

function unreachable(config: Pick<Config, 'databaseUrl'>, error: unknown): unknown {
  if (!config.databaseUrl || !isDatabaseUnavailable(error)) return error;
  // Drizzle wraps the driver's error in one that quotes the query: the driver's own says what happened.
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(`cannot reach the PostgreSQL server at ${new URL(config.databaseUrl).host} (${reason}). Check DATABASE_URL.`);
}

/** Brings an open database up to the committed migrations; answers how many it applied. */
export async function migrate(config: Pick<Config, 'databaseUrl'>, database: Database): Promise<number> {
  const pending = await pendingMigrations(database.db).catch((error: unknown) => {
    throw unreachable(config, error);
  });
  await database.migrate();
  return pending;
}

export async function migrateDatabase(config: Config, logger: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    const applied = await migrate(config, database);
    logger.info({ applied }, applied > 0 ? `applied ${applied} migration(s)` : 'the database is up to date');
  } finally {
    await database.close().catch(() => undefined);
  }
}

await runAsCommand(import.meta.url, 'Could not migrate', migrateDatabase);
