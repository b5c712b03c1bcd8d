// `npm run db:seed` (and a step of `npm start`): fills an empty shop with the sample catalogue, its sales
// history and two accounts. Each part is added only when its table is empty, so it is safe to run at every
// start and on several instances at once. The accounts' passwords are never written to the log: the README
// gives the sample ones (section Admin), and whoever set ADMIN_PASSWORD knows theirs.
import type { Logger } from 'pino';
import { runAsCommand } from '../src/command.ts';
import type { Config } from '../src/config.ts';
import { type Database, isUniqueViolation } from '../src/db/index.ts';
import { DomainError } from '../src/errors.ts';
import { openConfiguredDatabase } from '../src/migrate.ts';
import { openStorage } from '../src/storage/index.ts';
import { type SeededAccount, seedAccounts } from './accounts.ts';
import { seedSampleOrders } from './orders.ts';
import { seedCatalogue } from './seed.ts';

export type Seeded = { products: number; orders: number; accounts: SeededAccount[] };

/** Seeds what is missing on an open database (`npm start` opens it once for every step). */
export async function seedDatabase(config: Config, database: Database): Promise<Seeded> {
  const opened = await openStorage(config);
  try {
    const products = await seedCatalogue(database.db, opened.files);
    const orders = await seedSampleOrders(database.db);
    const accounts = await seedAccounts(database.db, opened.files, config.admin).catch((error: unknown) => {
      // Another instance seeded at the same moment: the database refused the row, or the account was
      // already there when this one looked (the email taken).
      if (isUniqueViolation(error) || (error instanceof DomainError && error.kind === 'conflict')) return [];
      throw error;
    });
    return { products, orders, accounts };
  } finally {
    opened.close();
  }
}

/** What seeding added, in a few words: empty when the shop was already there. */
export function describeSeeded({ products, orders, accounts }: Seeded): string[] {
  return [
    ...(products > 0 ? [`${products} products`] : []),
    ...(orders > 0 ? [`${orders} past orders`] : []),
    ...accounts.map((account) => `${account.role} ${account.email}`),
  ];
}

/** Where to find a sample account's password, which the log never shows. */
export function passwordHint(account: SeededAccount): string {
  return account.role === 'admin'
    ? 'password: ADMIN_PASSWORD when set, else the sample one in the README (Admin)'
    : 'password: the sample one in the README (Admin)';
}

export async function seedIfEmpty(config: Config, logger: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    const { products, orders, accounts } = await seedDatabase(config, database);
    if (products > 0) logger.info({ products }, 'seeded the sample catalogue');
    if (orders > 0) logger.info({ orders }, 'seeded the sample sales history');
    for (const account of accounts) logger.info(`sample ${account.role} account: ${account.email} (${passwordHint(account)})`);
  } finally {
    await database.close().catch(() => undefined);
  }
}

await runAsCommand(import.meta.url, 'Could not seed', seedIfEmpty);
