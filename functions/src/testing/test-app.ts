// Builds the real HTTP app over a fresh test database, for handler tests through app.request().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig, type Config } from '../config.ts';
import { createApp } from '../http/app.ts';
import { createHttpServer } from '../http/fast-reads.ts';
import { openServices, type Services } from '../services.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = Services & {
  app: ReturnType<typeof createApp>;
  /** The same app listening on a local port. */
  url: string;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = readConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  const logger = pino({ level: 'silent' });
  const services = await openServices(config, database, logger);
  const app = createApp({ config, database, logger, ...services });
  // Also on a real socket (as the server runs it), for tests that need streaming bodies or the fast path.
  const server = await createHttpServer(app, services.productReads, logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    url,
    database,
    config,
    ...services,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      services.chat.close();
      await services.feed.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
