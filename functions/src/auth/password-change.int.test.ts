// Settings' password change: the current password is needed, the new one is checked like a new account's,
// the account's other sessions end (this one stays), and the account is emailed that its password changed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, passwordChangeMessages, type Session } from '@shop/core/auth';
import { logIn, signUp } from '@shop/test-support/accounts';
import { fileTestApp } from '@shop/test-support/file-test-app';

const PASSWORD = 'correct horse battery';

const t = await fileTestApp({ LOGIN_CLIENT_LIMIT: '1000' });

const change = (cookie: string, body: unknown) =>
  t.app.request('/api/auth/password', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const sessionOf = async (cookie: string) =>
  ((await (await t.app.request('/api/auth/session', { headers: { cookie } })).json()) as Session).user;
const fieldErrors = async (response: Response) => ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields;

describe('changing the password in Settings', () => {
  it('needs the current password, and refuses a wrong one beside its field', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const wrong = await change(shopper.cookie, { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' });
    expect(wrong.status).toBe(400);
    expect(await fieldErrors(wrong)).toEqual({ currentPassword: passwordChangeMessages.wrongCurrent });
    await logIn(t, shopper.user.email, PASSWORD);
  });

  it('refuses a common new password, or the same one, and a visitor', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const common = await change(shopper.cookie, { currentPassword: PASSWORD, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(await fieldErrors(common)).toMatchObject({ newPassword: PASSWORD_TOO_COMMON });
    const same = await change(shopper.cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(await fieldErrors(same)).toEqual({ newPassword: passwordChangeMessages.sameAsCurrent });
    expect((await change('', { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })).status).toBe(401);
  });

  it('changes it, ends the other sessions but this one, and emails the account', async () => {
    const shopper = await signUp(t, { password: PASSWORD });
    const otherDevice = await logIn(t, shopper.user.email, PASSWORD);
    const changed = await change(shopper.cookie, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: passwordChangeMessages.done });
    expect(await sessionOf(shopper.cookie)).toMatchObject({ email: shopper.user.email });
    expect(await sessionOf(otherDevice.cookie)).toBeNull();
    await expect(logIn(t, shopper.user.email, PASSWORD)).rejects.toThrow(/401/);
    await logIn(t, shopper.user.email, 'a brand new passphrase');

    await t.worker.runOnce();
    const emails = (await readdir(t.config.mailDir)).filter((file) => file.startsWith('password-changed'));
    const texts = await Promise.all(emails.map((file) => readFile(path.join(t.config.mailDir, file), 'utf8')));
    expect(texts.some((text) => text.includes(shopper.user.email) && /password was changed/i.test(text))).toBe(true);
  });
});
