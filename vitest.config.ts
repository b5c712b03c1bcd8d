import preact from '@preact/preset-vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const unit = [
  'core/**/*.test.ts',
  'web/src/**/*.test.ts',
  'web/*.test.ts',
  'functions/**/*.test.ts',
  'test-support/**/*.test.ts',
  'tests/chat-eval/**/*.test.ts',
];
const integration = ['functions/**/*.int.test.ts'];
// Tests load the chat model built ahead of time; this builds it first when it is missing or out of date.
const globalSetup = ['test-support/src/chat-model-setup.ts'];
// The suites that start server processes run the compiled server: this compiles it first when its sources changed.
const serverSetup = [...globalSetup, 'test-support/src/server-build-setup.ts'];
// A worker keeps the modules it loaded from one test file to the next instead of loading the whole server
// (or app) again for each: every file still builds its own app, database and DOM. Unit 39 -> 16 s,
// components 18 -> 6 s, PGlite 258 -> 154 s, PostgreSQL 140 -> 80 s. The suites that start
// server processes load little themselves and keep the default.
const shareModules = { isolate: false };

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores, which on a 2-core machine runs every file in turn
    // with a core idle; the integration files spend much of their time waiting on databases and child processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: unit, exclude: ['**/node_modules/**', ...integration], globalSetup, ...shareModules } },
      // The web app's forms, rendered in a simulated DOM with React's API on Preact, as the app is built.
      {
        plugins: [preact()],
        // XState's hooks as the app's bundle gets them: the ES module build, and Preact's own hooks in place of the
        // CommonJS shims, whose require('react') would load Preact's CommonJS build, a second Preact beside the app's.
        resolve: {
          conditions: ['module'],
          alias: [
            { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
            {
              find: /^use-isomorphic-layout-effect$/,
              replacement: fileURLToPath(new URL('web/testing/layout-effect.ts', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          ...shareModules,
          environment: 'happy-dom',
          setupFiles: ['web/testing/setup.tsx'],
          // Libraries written against React go through the bundler too, so they get Preact like the app does.
          server: { deps: { inline: [/@tanstack\/react-query/, /react-hook-form/, /@hookform/, /@xstate\/react/] } },
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: integration,
          ...shareModules,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-postgres',
                include: integration,
                ...shareModules,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                globalSetup,
              },
            },
          ]
        : []),
      // The real server under 200 connections: once, on its own (it needs no PostgreSQL).
      {
        test: {
          name: 'load',
          include: ['tests/load/**/*.int.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          globalSetup: serverSetup,
        },
      },
      // `npm start`'s server on a fresh data directory and again: what its log says.
      {
        test: {
          name: 'start',
          include: ['tests/start/**/*.int.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
          globalSetup: serverSetup,
        },
      },
      // Kills and restarts real server processes (and PostgreSQL): run once, on their own.
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.faults.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: serverSetup,
        },
      },
      // Two real server processes on one PostgreSQL, Redis and S3 server; skipped where PostgreSQL or Redis is missing.
      {
        test: {
          name: 'multi-instance',
          include: ['tests/multi-instance/**/*.multi.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 60_000,
          // Longer than a server's own 120 s wait for readiness, so a server that never starts is reported and killed.
          hookTimeout: 150_000,
          fileParallelism: false,
          globalSetup: serverSetup,
        },
      },
    ],
  },
});
