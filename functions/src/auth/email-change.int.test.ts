// Settings' change of email: the current password proves the owner; a single-use link goes to the new address,
// the old one is told of the request and of the change; until the link is opened nothing changes; then only
// the new address logs in, the account's other sessions end and links sent to the old address stop working.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailChangeMessages, passwordChangeMessages, passwordResetMessages, type Session } from '@shop/core/auth';
import { emailChangeTokens } from '@shop/functions/db';
import { askForPasswordReset, logIn, signUp, type Client } from '@shop/test-support/accounts';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { createTestApp } from '@shop/test-support/test-app';
import { EMAIL_TAKEN } from './accounts.ts';

const PASSWORD = 'correct horse battery';

const t = await fileTestApp({ LOGIN_CLIENT_LIMIT: '1000', PASSWORD_RESET_EMAIL_LIMIT: '1000', EMAIL_CHANGE_LIMIT: '1000' });

const post = (url: string, body: unknown, cookie = '') =>
  t.app.request(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const askToChange = (shopper: Client, newEmail: string, currentPassword = PASSWORD) =>
  post('/api/auth/email', { newEmail, currentPassword }, shopper.cookie);
const confirm = (token: string, cookie = '') => post('/api/auth/email/confirm', { token }, cookie);
const sessionOf = async (cookie: string) =>
  ((await (await t.app.request('/api/auth/session', { headers: { cookie } })).json()) as Session).user;
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const freshAddress = (who: string) => `${who}-${randomUUID()}@example.com`;

/** The emails the worker wrote to `address` whose file name starts with `reference`, decoded. */
async function emailsTo(address: string, reference: string): Promise<string[]> {
  await t.worker.runOnce();
  const files = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(reference));
  const texts = await Promise.all(files.map((file) => readFile(path.join(t.config.mailDir, file), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replaceAll('=3D', '='))
    .filter((text) => new RegExp(`^To: ${address}$`, 'mi').test(text));
}

async function linkTokenSentTo(address: string): Promise<string> {
  const [newest] = (await emailsTo(address, 'email-change-link')).map((text) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]);
  if (!newest) throw new Error(`no email change link was sent to ${address}`);
  return newest;
}

describe('changing the email in Settings', () => {
  it('needs the current password, and a logged-in shopper', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const wrong = await askToChange(shopper, freshAddress('new'), 'not it at all');
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ currentPassword: passwordChangeMessages.wrongCurrent });
    expect((await post('/api/auth/email', { newEmail: freshAddress('new'), currentPassword: PASSWORD })).status).toBe(401);
  });

  it('refuses the address the account already has', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const same = await askToChange(shopper, shopper.user.email.toUpperCase());
    expect(same.status).toBe(400);
    expect((await errorOf(same)).fields).toEqual({ newEmail: emailChangeMessages.sameAsCurrent });
  });

  it('refuses with 409 an address another account has, and tells only someone who knows the password', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const other = await signUp(t);
    const guessed = await askToChange(shopper, other.user.email, 'not it at all');
    expect(guessed.status).toBe(400);
    const taken = await askToChange(shopper, other.user.email);
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ message: EMAIL_TAKEN, fields: { newEmail: EMAIL_TAKEN } });
  });

  it('changes nothing until the link sent to the new address is opened; then only the new address logs in', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const otherDevice = await logIn(t, shopper.user.email, PASSWORD);
    const oldEmail = shopper.user.email;
    const newEmail = freshAddress('moved');

    const asked = await askToChange(shopper, newEmail);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: emailChangeMessages.requested(newEmail) });
    expect(await sessionOf(shopper.cookie)).toMatchObject({ email: oldEmail });
    await expect(logIn(t, newEmail, PASSWORD)).rejects.toThrow(/401/);
    const [notice] = await emailsTo(oldEmail, 'email-change-requested');
    expect(notice).toContain(newEmail);

    const token = await linkTokenSentTo(newEmail);
    const confirmed = await confirm(token, shopper.cookie);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: emailChangeMessages.done });
    expect(await sessionOf(shopper.cookie)).toMatchObject({ email: newEmail });
    expect(await sessionOf(otherDevice.cookie)).toBeNull();
    await expect(logIn(t, oldEmail, PASSWORD)).rejects.toThrow(/401/);
    await logIn(t, newEmail, PASSWORD);
    const [done] = await emailsTo(oldEmail, 'email-changed');
    expect(done).toContain(newEmail);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe(emailChangeMessages.invalidToken);
  });

  it('works from a browser that is not logged in, and ends every session of the account', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const newEmail = freshAddress('elsewhere');
    expect((await askToChange(shopper, newEmail)).status).toBe(202);
    expect((await confirm(await linkTokenSentTo(newEmail))).status).toBe(200);
    expect(await sessionOf(shopper.cookie)).toBeNull();
    await logIn(t, newEmail, PASSWORD);
  });

  it('honours only the newest link, and no link older than 24 hours', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const first = freshAddress('first');
    const second = freshAddress('second');
    await askToChange(shopper, first);
    const older = await linkTokenSentTo(first);
    await askToChange(shopper, second);
    const newer = await linkTokenSentTo(second);
    expect((await confirm(older)).status).toBe(400);
    await t.database.db.update(emailChangeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(newer)).status).toBe(400);
    await logIn(t, shopper.user.email, PASSWORD);
  });

  it('refuses the change with 409 when another account took the address meanwhile, and keeps the old one', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const wanted = freshAddress('contested');
    await askToChange(shopper, wanted);
    const token = await linkTokenSentTo(wanted);
    await signUp(t, { email: wanted });
    const late = await confirm(token, shopper.cookie);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(EMAIL_TAKEN);
    expect(await sessionOf(shopper.cookie)).toMatchObject({ email: shopper.user.email });
  });

  it('spends the reset links sent to the old address once the email changes', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const newEmail = freshAddress('safe');
    expect((await askForPasswordReset(t, shopper.user.email)).status).toBe(202);
    await t.worker.runOnce();
    const [resetMail] = await emailsTo(shopper.user.email, 'password-reset');
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(resetMail ?? '')?.[1] ?? '';
    await askToChange(shopper, newEmail);
    expect((await confirm(await linkTokenSentTo(newEmail))).status).toBe(200);
    const reset = await post('/api/auth/password-reset/confirm', { token: resetToken, password: 'a password from the old inbox' });
    expect(reset.status).toBe(400);
    expect((await errorOf(reset)).message).toBe(passwordResetMessages.invalidToken);
  });

  it('sends an account at most EMAIL_CHANGE_LIMIT links a window', async () => {
    const limited = await createTestApp({ LOGIN_CLIENT_LIMIT: '1000', EMAIL_CHANGE_LIMIT: '2' });
    try {
      const shopper = await signUp(limited, { password: PASSWORD });
      const statuses = [];
      for (const who of ['one', 'two', 'three']) {
        const answer = await limited.app.request('/api/auth/email', {
          method: 'POST',
          headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ newEmail: freshAddress(who), currentPassword: PASSWORD }),
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect((await errorOf(answer)).message).toBe(emailChangeMessages.tooMany);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
