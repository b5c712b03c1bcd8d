// End-to-end tests in a real Chromium against the real built server on a fresh data directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { findChrome } from '@shop/test-support/chrome';
import { e2eDataDir as dataDir, e2ePort as port } from '@shop/test-support/browser/server-data';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.test-output', 'e2e.json') }]],
  outputDir: path.join(repoRoot, '.test-output', 'e2e-artifacts'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChrome(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node ${path.join(repoRoot, 'scripts', 'start.mjs')}`,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // DATABASE_URL empty: the journeys run on a fresh embedded database even where CI sets one.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CHAT_RATE_LIMIT: '1000',
      SUPPORT_VISITOR_TICKET_LIMIT: '1000',
      SUPPORT_ACCOUNT_TICKET_LIMIT: '1000',
      // A person's reply is emailed a second after it is sent, not a minute, when the customer has not read it.
      SUPPORT_REPLY_EMAIL_DELAY_SECONDS: '1',
      LOGIN_CLIENT_LIMIT: '1000',
      SIGNUP_LIMIT: '1000',
      UPLOAD_ANONYMOUS_LIMIT: '1000',
      UPLOAD_ACCOUNT_BYTES: '1000000000000',
      UPLOAD_ADDRESS_BYTES: '1000000000000',
    },
  },
});
