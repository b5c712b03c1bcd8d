import { defineConfig } from 'vitest/config';

const unit = ['core/**/*.test.ts', 'web/src/**/*.test.ts', 'functions/**/*.test.ts'];
const integration = ['functions/**/*.int.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: unit, exclude: ['**/node_modules/**', ...integration] } },
      { test: { name: 'integration-pglite', include: integration, env: { TEST_DB: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 } },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-postgres',
                include: integration,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The real server under 200 connections: once, on its own (it needs no PostgreSQL).
      { test: { name: 'load', include: ['tests/load/**/*.int.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
      // Kills and restarts real server processes (and PostgreSQL): run once, on their own.
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.faults.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
