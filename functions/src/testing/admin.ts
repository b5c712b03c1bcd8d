// Admins for tests: a signed-up account whose users.is_admin flag is then set, as an operator would.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { signUp, type Client } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export async function signUpAdmin(t: TestApp): Promise<Client> {
  const client = await signUp(t, { username: 'Test Admin' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, client.user.uid));
  return { ...client, user: { ...client.user, isAdmin: true } };
}
