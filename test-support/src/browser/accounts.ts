// Accounts made through the public API for journeys that start logged in. A page's `request` shares
// the browser context's cookies, so signing up through it logs the page in.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { PublicUser } from '@shop/core/auth';
import { uploadPicture } from './pictures.ts';

export type TestAccount = { email: string; password: string; username: string };

export function newAccount(prefix = 'shopper'): TestAccount {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${prefix}-${id}@example.com`,
    password: `pass-${id}-word`,
    username: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${id}`,
  };
}

export async function signUpThroughApi(request: APIRequestContext, account = newAccount()): Promise<TestAccount & { user: PublicUser }> {
  const pictureUploadId = await uploadPicture(request);
  const response = await request.post('/api/auth/signup', { data: { ...account, pictureUploadId } });
  if (response.status() !== 201) throw new Error(`signup answered ${response.status()}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: PublicUser };
  return { ...account, user };
}
