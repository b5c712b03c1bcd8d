// Settings' password change: the current password proves it is the account's owner (guesses count against
// the login limits), the new one is stored, every other session of the account ends and every reset link
// stops working, and the account is emailed, so someone who did not do it knows at once.
import { eq } from 'drizzle-orm';
import { FORGOT_PASSWORD_PATH, passwordChangeMessages, type PasswordChangeInput } from '@shop/core/auth';
import { type Db, users } from '../db/index.ts';
import { invalidField } from '../errors.ts';
import { passwordChangedEmail } from '../mail/index.ts';
import { enqueue } from '../outbox/index.ts';
import type { LoginGuard } from './login-guard.ts';
import { spendLinks } from './password-reset.ts';
import { refuseCommonPassword } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteOtherSessions, type UserRow } from './sessions.ts';

export type PasswordChangeDeps = { db: Db; loginGuard: LoginGuard; publicUrl: string; wakeWorker: () => void; now: () => Date };

/** `sessionToken`: the session the change is made in, which stays. `client`: what the login limits count. */
export async function changePassword(
  deps: PasswordChangeDeps,
  { user, sessionToken, client }: { user: UserRow; sessionToken: string; client: string },
  input: PasswordChangeInput,
): Promise<void> {
  await refuseCommonPassword(input.newPassword, 'newPassword');
  const account = user.email.toLowerCase();
  await deps.loginGuard.admit(account, client, true);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalidField('currentPassword', passwordChangeMessages.wrongCurrent, 'wrong_password');
  }
  await deps.loginGuard.succeeded(account, client);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteOtherSessions(tx, user.id, sessionToken);
    await spendLinks(tx, user.id, deps.now());
    const resetLink = `${deps.publicUrl}${FORGOT_PASSWORD_PATH}`;
    await enqueue(tx, { kind: 'email', payload: passwordChangedEmail(user.email, user.displayName, resetLink) });
  });
  deps.wakeWorker();
}
