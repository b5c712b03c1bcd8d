// Admins for tests: a signed-up account whose users.is_admin flag is then set, as an operator would.
import { eq } from 'drizzle-orm';
import { users } from '@shop/functions/db';
import { signUp, type Client } from './accounts.ts';
import { fileTestApp } from './file-test-app.ts';
import type { TestApp } from './test-app.ts';

export async function signUpAdmin(t: TestApp): Promise<Client> {
  const client = await signUp(t, { username: 'Test Admin' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, client.user.uid));
  return { ...client, user: { ...client.user, isAdmin: true } };
}

/**
 * Where every admin API test file starts, at its top level: `const { t, admin, shopper } = await adminTestApp();`.
 * A fresh test app with an admin and a shopper signed up, closed once the file's tests have run.
 */
export async function adminTestApp(): Promise<{ t: TestApp; admin: Client; shopper: Client }> {
  const t = await fileTestApp();
  try {
    return { t, admin: await signUpAdmin(t), shopper: await signUp(t) };
  } catch (error) {
    // A file that fails while it is loading runs no afterAll.
    await t.close();
    throw error;
  }
}
