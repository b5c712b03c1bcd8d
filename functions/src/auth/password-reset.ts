// Forgotten passwords: a single-use link valid for 1 hour, emailed through the outbox, stored only as its
// sha256. Asking always answers the same and does the same work (one outbox job; the worker looks the
// account up and writes the link), so neither the answer nor its time tells which emails have accounts, and
// counts against the same limits whoever asks (the Forgot password page or the assistant); using the link sets the
// password and ends every session of the account. Only the newest link of an account works: sending one, or
// changing the password, spends every older one, so an old email in the wrong hands cannot take the account back.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MS, passwordResetMessages, type PasswordResetConfirm } from '@shop/core/auth';
import { type Db, passwordResetTokens, sessions, users } from '../db/index.ts';
import { invalidField } from '../errors.ts';
import { passwordResetEmail } from '../mail/index.ts';
import { enqueue, type JobHandler, type PasswordResetJob } from '../outbox/index.ts';
import { findUserByEmail } from './accounts.ts';
import type { PasswordResetLimits } from './password-reset-limits.ts';
import { hashPassword } from './passwords.ts';
import { newSecretToken, tokenDigest } from './secret-tokens.ts';

export type PasswordResetDeps = { db: Db; now: () => Date; publicUrl: string; wakeWorker: () => void; limits: PasswordResetLimits };

/** What the worker needs to write a link. */
export type PasswordResetLinkDeps = Pick<PasswordResetDeps, 'db' | 'now' | 'publicUrl'>;

/** Who asks for a link for which address; `client` is what the per-client limit counts (the connection's address). */
export type PasswordResetRequest = { email: string; client: string };

/** Throws a rate_limited DomainError for a client over its limit; otherwise queues the same job for any address. */
export async function requestPasswordReset(deps: PasswordResetDeps, { email, client }: PasswordResetRequest): Promise<void> {
  if (!(await deps.limits.admit(email, client))) return;
  await enqueue(deps.db, { kind: 'passwordReset', payload: { email } });
  deps.wakeWorker();
}

/** The outbox's password-reset job: a new link for the account of that address, if there is one. */
export function passwordResetJob(deps: PasswordResetLinkDeps): JobHandler<PasswordResetJob> {
  return {
    run: async ({ email }) => {
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const { token, digest } = newSecretToken();
      const link = `${deps.publicUrl}${PASSWORD_RESET_PATH}?token=${token}`;
      await deps.db.transaction(async (tx) => {
        await spendLinks(tx, user.id, deps.now());
        await tx
          .insert(passwordResetTokens)
          .values({ id: digest, userId: user.id, expiresAt: new Date(deps.now().getTime() + PASSWORD_RESET_TTL_MS) });
        await enqueue(tx, { kind: 'email', payload: passwordResetEmail(user.email, user.displayName, link) });
      });
    },
  };
}

/** Every link of the account not used yet stops working. */
export async function spendLinks(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The token is spent by a conditional update, so two uses at once cannot both succeed. */
export async function confirmPasswordReset(deps: PasswordResetDeps, { token, password }: PasswordResetConfirm): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const isDone = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.id, tokenDigest(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    await spendLinks(tx, spent.userId, now);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    return true;
  });
  if (!isDone) throw invalidField('token', passwordResetMessages.invalidToken, 'reset_token_invalid');
}
