// Settings' change of email. Asking needs the current password (guesses count against the login limits), then a
// link is emailed to the new address and the current one is told; nothing changes until the link is opened.
// The link is built like a password-reset link (a random token stored only as its sha256, single use, only the
// newest of an account works), and works for 24 hours. Opening it moves the account to the new address: only it
// logs in from then on, every other session of the account ends (the login it knew changed), reset links sent to
// the old address stop working, and the old address is told once more.
//
// Whether another account has the address is answered (409) only to someone who gave the account's password,
// within the account's limit of requests, so it tells no more than signing up with the address would; the
// answer's time is the password check's either way.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_PATH, EMAIL_CHANGE_TTL_MS, emailChangeMessages, FORGOT_PASSWORD_PATH, passwordChangeMessages } from '@shop/core/auth';
import type { EmailChangeInput } from '@shop/core/auth';
import { type Db, emailChangeTokens, isUniqueViolation, users } from '../db/index.ts';
import { announce } from '../events/index.ts';
import { invalidField, rateLimited } from '../errors.ts';
import type { Limiter } from '../limits/index.ts';
import { emailChangedEmail, emailChangeLinkEmail, emailChangeRequestedEmail } from '../mail/index.ts';
import { enqueue } from '../outbox/index.ts';
import { emailTaken } from './accounts.ts';
import type { LoginGuard } from './login-guard.ts';
import { spendLinks } from './password-reset.ts';
import { verifyPassword } from './passwords.ts';
import { newSecretToken, tokenDigest } from './secret-tokens.ts';
import { deleteOtherSessions, type UserRow } from './sessions.ts';

export type EmailChangeDeps = {
  db: Db;
  loginGuard: LoginGuard;
  /** Links sent per account in a window. */
  requests: Limiter;
  publicUrl: string;
  wakeWorker: () => void;
  now: () => Date;
};

const NEW_EMAIL = 'newEmail';

/** Another account than `userId` has `email` (in any case). */
async function isTakenByAnother(db: Db, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return other !== undefined;
}

/** Every email-change link of the account not used yet stops working. */
async function spendEmailChangeLinks(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

/** `client`: what the login limits count. */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  { user, client }: { user: UserRow; client: string },
  { newEmail, currentPassword }: EmailChangeInput,
): Promise<void> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw invalidField(NEW_EMAIL, emailChangeMessages.sameAsCurrent, 'same_email');
  const account = user.email.toLowerCase();
  await deps.loginGuard.admit(account, client, true);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw invalidField('currentPassword', passwordChangeMessages.wrongCurrent, 'wrong_password');
  }
  await deps.loginGuard.succeeded(account, client);
  const allowed = await deps.requests.consume(user.id);
  if (!allowed.isAllowed) throw rateLimited(emailChangeMessages.tooMany, allowed.retryAfterMs);
  if (await isTakenByAnother(deps.db, newEmail, user.id)) throw emailTaken(NEW_EMAIL);

  const { token, digest } = newSecretToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await spendEmailChangeLinks(tx, user.id, now);
    await tx
      .insert(emailChangeTokens)
      .values({ id: digest, userId: user.id, newEmail, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) });
    const link = `${deps.publicUrl}${EMAIL_CHANGE_PATH}?token=${token}`;
    await enqueue(tx, { kind: 'email', payload: emailChangeLinkEmail(newEmail, user.displayName, link) });
    const resetLink = `${deps.publicUrl}${FORGOT_PASSWORD_PATH}`;
    await enqueue(tx, { kind: 'email', payload: emailChangeRequestedEmail(user.email, user.displayName, newEmail, resetLink) });
  });
  deps.wakeWorker();
}

/**
 * Spends the link (a conditional update, so two uses at once cannot both succeed) and moves the account to its
 * new address. `keptSessionToken`: the session of the browser that opened the link, which stays if it is the
 * account's own; any other session of the account ends.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string, keptSessionToken = ''): Promise<void> {
  const now = deps.now();
  let isDone: boolean;
  try {
    isDone = await deps.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.id, tokenDigest(token)), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      if (!spent) return false;
      const [account] = await tx.select().from(users).where(eq(users.id, spent.userId)).for('update');
      if (!account) return false;
      // Taken meanwhile: refused, and the link stays unspent (the transaction rolls back) for after the other account lets it go.
      if (await isTakenByAnother(tx, spent.newEmail, account.id)) throw emailTaken(NEW_EMAIL);
      await tx.update(users).set({ email: spent.newEmail }).where(eq(users.id, account.id));
      await deleteOtherSessions(tx, account.id, keptSessionToken);
      await spendLinks(tx, account.id, now);
      await spendEmailChangeLinks(tx, account.id, now);
      await announce(tx, { topic: 'users', id: account.id });
      await enqueue(tx, { kind: 'email', payload: emailChangedEmail(account.email, account.displayName, spent.newEmail) });
      return true;
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken(NEW_EMAIL);
    throw error;
  }
  if (!isDone) throw invalidField('token', emailChangeMessages.invalidToken, 'email_change_token_invalid');
  deps.wakeWorker();
}
