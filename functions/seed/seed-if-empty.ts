// `npm run db:seed` (and the second step of `npm start`): fills an empty shop with the sample catalogue, its
// sales history and two accounts. Each part is added only when its table is empty, so it is safe to run at
// every start and on several instances at once.
import type { Logger } from 'pino';
import { runAsCommand } from '../src/command.ts';
import type { Config } from '../src/config.ts';
import { isUniqueViolation } from '../src/db/index.ts';
import { DomainError } from '../src/errors.ts';
import { openConfiguredDatabase } from '../src/migrate.ts';
import { openStorage } from '../src/storage/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedSampleOrders } from './orders.ts';
import { seedCatalogue } from './seed.ts';

export async function seedIfEmpty(config: Config, logger: Logger): Promise<void> {
  const opened = await openStorage(config);
  const storage = opened.files;
  const database = await openConfiguredDatabase(config);
  try {
    const products = await seedCatalogue(database.db, storage);
    if (products > 0) logger.info({ products }, 'seeded the sample catalogue');
    const orders = await seedSampleOrders(database.db);
    if (orders > 0) logger.info({ orders }, 'seeded the sample sales history');
    const accounts = await seedAccounts(database.db, storage, config.admin).catch((error: unknown) => {
      // Another instance seeded at the same moment: the database refused the row, or the account was
      // already there when this one looked (the email taken).
      if (isUniqueViolation(error) || (error instanceof DomainError && error.kind === 'conflict')) return [];
      throw error;
    });
    for (const account of accounts) logger.info(`sample ${account.role} account: ${account.email} / ${account.password}`);
  } finally {
    opened.close();
    await database.close().catch(() => undefined);
  }
}

await runAsCommand(import.meta.url, 'Could not seed', seedIfEmpty);
