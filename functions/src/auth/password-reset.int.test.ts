// Forgotten passwords: the same answer for every email, a single-use link valid for 1 hour, and the
// account's sessions ended when the password changes.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMessages, type Session } from '@shop/core/auth';
import { passwordResetTokens } from '@shop/functions/db';
import { askForPasswordReset, logIn, signUp, type Client } from '@shop/test-support/accounts';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createTestApp } from '@shop/test-support/test-app';

let shopper: Client;
const OLD_PASSWORD = 'correct horse battery';

const t = await fileTestApp({ LOGIN_CLIENT_LIMIT: '1000', PASSWORD_RESET_EMAIL_LIMIT: '1000' });

beforeAll(async () => {
  shopper = await signUp(t, { password: OLD_PASSWORD });
});

const post = (url: string, body: unknown) =>
  t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Asks for a link and reads it from the email the worker wrote under DATA_DIR/mail/. */
async function emailedToken(email: string): Promise<string> {
  // Emails an earlier request queued go out first: only the newest link of an account works.
  await t.worker.runOnce();
  const before = new Set(await readdir(t.config.mailDir).catch(() => []));
  expect((await post('/api/auth/password-reset', { email })).status).toBe(202);
  await t.worker.runOnce();
  const [file] = (await readdir(t.config.mailDir)).filter((name) => name.startsWith('password-reset') && !before.has(name));
  if (!file) throw new Error('no password reset email was written');
  // The text part is quoted-printable: undo its soft line breaks and its "=" escape before reading the link.
  const message = (await readFile(path.join(t.config.mailDir, file), 'utf8')).replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const token = /token=([A-Za-z0-9_-]+)/.exec(message)?.[1];
  if (!token) throw new Error('the email has no link');
  return token;
}

const sessionOf = async (cookie: string) =>
  ((await (await t.app.request('/api/auth/session', { headers: { cookie } })).json()) as Session).user;

describe('password reset', () => {
  it('answers 202 with the same message whether or not the account exists', async () => {
    const known = await post('/api/auth/password-reset', { email: shopper.user.email });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody-here@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual({ message: passwordResetMessages.requested });
    expect(await unknown.json()).toEqual({ message: passwordResetMessages.requested });
  });

  it('sets the new password, ends the account’s sessions, and refuses the same link a second time', async () => {
    const token = await emailedToken(shopper.user.email);
    const confirmed = await post('/api/auth/password-reset/confirm', { token, password: 'a brand new password' });
    expect(confirmed.status).toBe(200);
    expect(await sessionOf(shopper.cookie)).toBeNull();
    await expect(logIn(t, shopper.user.email, OLD_PASSWORD)).rejects.toThrow(/401/);
    await logIn(t, shopper.user.email, 'a brand new password');

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'yet another password' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(passwordResetMessages.invalidToken);
  });

  it('refuses an older link once a newer one was used, so whoever holds an old email cannot take the account back', async () => {
    const owner = await signUp(t, { password: OLD_PASSWORD });
    const older = await emailedToken(owner.user.email);
    const newer = await emailedToken(owner.user.email);
    expect((await post('/api/auth/password-reset/confirm', { token: newer, password: 'the owner’s new password' })).status).toBe(200);
    const taken = await post('/api/auth/password-reset/confirm', { token: older, password: 'the thief’s password' });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe(passwordResetMessages.invalidToken);
    await logIn(t, owner.user.email, 'the owner’s new password');
  });

  it('refuses an older link once a newer one is sent, and every link of the account once its password changed', async () => {
    const owner = await signUp(t, { password: OLD_PASSWORD });
    const older = await emailedToken(owner.user.email);
    const newer = await emailedToken(owner.user.email);
    expect((await post('/api/auth/password-reset/confirm', { token: older, password: 'a password from the old link' })).status).toBe(400);
    expect((await post('/api/auth/password-reset/confirm', { token: newer, password: 'the owner’s new password' })).status).toBe(200);
    expect((await post('/api/auth/password-reset/confirm', { token: newer, password: 'once more with it' })).status).toBe(400);
    await logIn(t, owner.user.email, 'the owner’s new password');
  });

  it('refuses a link older than 1 hour', async () => {
    const token = await emailedToken(shopper.user.email);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'a brand new password' })).status).toBe(400);
  });

  it('refuses a made-up token', async () => {
    expect((await post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'a brand new password' })).status).toBe(400);
  });

  it('sends one address at most PASSWORD_RESET_EMAIL_LIMIT links a window, answering every request the same', async () => {
    const limited = await createTestApp({ LOGIN_CLIENT_LIMIT: '1000', PASSWORD_RESET_EMAIL_LIMIT: '2' });
    try {
      const owner = await signUp(limited);
      const answers = [];
      for (const email of [owner.user.email, owner.user.email.toUpperCase(), owner.user.email]) {
        answers.push(await askForPasswordReset(limited, email));
      }
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
      for (const answer of answers) expect(await answer.json()).toEqual({ message: passwordResetMessages.requested });
      await limited.worker.runOnce();
      expect(await limited.database.db.$count(passwordResetTokens)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
