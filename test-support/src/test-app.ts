// Builds the real HTTP app over a fresh test database, for handler tests through app.request().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig, type Config } from '@shop/functions/config';
import { createApp } from '@shop/functions/app';
import { createHttpServer } from '@shop/functions/http';
import { openServices, type Services } from '@shop/functions/services';
import { openTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = Services & {
  app: ReturnType<typeof createApp>;
  /** The same app listening on a local port. */
  url: string;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/** `database`: the app's own fresh one unless given (a second instance on another's PostgreSQL database). */
export async function createTestApp(env: Record<string, string> = {}, database?: TestDatabase): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  // Tests sign up, upload and review many times from one address or account: those limits are raised unless a test sets them.
  const config = readConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    SIGNUP_LIMIT: '100000',
    REVIEW_LIMIT: '100000',
    UPLOAD_ANONYMOUS_LIMIT: '100000',
    UPLOAD_ACCOUNT_BYTES: '1000000000000',
    UPLOAD_ADDRESS_BYTES: '1000000000000',
    DISCOUNT_CODE_ADDRESS_LIMIT: '100000',
    DISCOUNT_CODE_ACCOUNT_LIMIT: '100000',
    ...env,
  });
  database ??= await openTestDatabase();
  const logger = pino({ level: 'silent' });
  const services = await openServices(config, database, logger);
  const app = createApp({ config, database, logger, ...services });
  // Also on a real socket (as the server runs it), for tests that need streaming bodies or the fast path.
  const server = createHttpServer(app, { allowStripe: config.stripe !== undefined, logger, ...config.http });
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
      await services.worker.stop();
      await services.feed.close();
      await services.limits.close();
      await services.uploads.close();
      services.closeStorage();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
