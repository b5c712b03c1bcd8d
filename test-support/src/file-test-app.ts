// The one test app an integration file's tests share: opened at the file's top level, closed after its tests.
import { afterAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Where a test file with one app starts, at its top level: `const t = await fileTestApp();` (`env` as for
 * createTestApp). Set-up that can fail (sign-ups, sample rows) goes in a beforeAll: the app is still closed when
 * it fails, while a file that fails as it loads runs no afterAll.
 */
export async function fileTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  afterAll(() => t.close());
  return t;
}
