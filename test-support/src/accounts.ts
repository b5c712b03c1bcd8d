// Test helpers that go through the public API: upload a picture, sign up, log in, ask for a password-reset link.
import { randomUUID } from 'node:crypto';
import type { PublicUser, Session } from '@shop/core/auth';
import { uploadPicture } from '@shop/web/upload-client';
import { pngPicture } from './pictures.ts';
import type { TestApp } from './test-app.ts';
import { newVisitor, type Visitor } from './visitors.ts';

export type Client = { cookie: string; user: PublicUser };

async function clientFrom(response: Response): Promise<Client> {
  const { user } = (await response.json()) as Session;
  if (!user) throw new Error('the response has no user');
  return { cookie: sessionCookie(response), user };
}

/** fetch against the test app's socket, resolving paths and sending a session cookie. */
export const appFetch =
  (t: TestApp, cookie?: string): typeof fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    return fetch(new URL(String(input), t.url), { ...init, headers });
  };

/** Uploads a picture as the account whose session `cookie` is; answers the upload id. */
export async function uploadAs(t: TestApp, picture: Buffer, type: string, cookie: string): Promise<string> {
  return uploadPicture(new Blob([new Uint8Array(picture)], { type }), { fetch: appFetch(t, cookie) });
}

/**
 * Uploads a picture as a visitor who is not logged in (a new one unless `visitor` is given); answers the upload id
 * and the visitor's upload cookie, which the signup that uses it must send.
 */
export async function visitorUpload(
  t: TestApp,
  picture: Buffer,
  { type = 'image/png', visitor = newVisitor(t.url) }: { type?: string; visitor?: Visitor } = {},
): Promise<{ pictureUploadId: string; cookie: string }> {
  const pictureUploadId = await uploadPicture(new Blob([new Uint8Array(picture)], { type }), { fetch: visitor.fetch });
  return { pictureUploadId, cookie: visitor.cookie() };
}

export function sessionCookie(response: Response): string {
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export async function signUp(t: TestApp, overrides: Partial<{ username: string; email: string; password: string }> = {}): Promise<Client> {
  const { pictureUploadId, cookie } = await visitorUpload(t, await pngPicture());
  const body = {
    username: 'Test Shopper',
    email: `shopper-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    pictureUploadId,
    ...overrides,
  };
  const response = await t.app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  return clientFrom(response);
}

export async function logIn(t: TestApp, email: string, password: string): Promise<Client> {
  const response = await t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return clientFrom(response);
}

/** POST /api/auth/password-reset, as the Forgot password page sends it. */
export async function askForPasswordReset(t: TestApp, email: string): Promise<Response> {
  return t.app.request('/api/auth/password-reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}
