// Admins for tests: a signed-up account whose users.is_admin flag is then set, as an operator would.
import { eq } from 'drizzle-orm';
import { users } from '@shop/functions/db';
import { signUp, type Client } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export async function signUpAdmin(t: TestApp): Promise<Client> {
  const client = await signUp(t, { username: 'Test Admin' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, client.user.uid));
  return { ...client, user: { ...client.user, isAdmin: true } };
}

/** A fresh test app with an admin signed up (and a shopper, if asked): where every admin API test file starts. */
export async function createAdminTestApp(): Promise<{ t: TestApp; admin: Client; shopper: Client }> {
  const t = await createTestApp();
  try {
    return { t, admin: await signUpAdmin(t), shopper: await signUp(t) };
  } catch (error) {
    // The file's afterAll can only close an app it was handed.
    await t.close();
    throw error;
  }
}
