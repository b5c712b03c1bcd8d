// Requests to a test app's API as the web app sends them: a JSON body when there is one, the session cookie when
// there is one; and the answer of one that must succeed.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type Send = (method: string, path: string, cookie?: string, body?: unknown) => Promise<Response>;

/** `send(method, path, cookie, body)` against `t`'s app. */
export const sender =
  (t: Pick<TestApp, 'app'>): Send =>
  async (method, path, cookie, body) =>
    t.app.request(path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

/** The answer's JSON, once it is a success (a failure's body is the assertion's message). */
export async function ok<T>(response: Response): Promise<T> {
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as T;
}
