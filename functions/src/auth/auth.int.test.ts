import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { PASSWORD_TOO_COMMON, type Session } from '@shop/core/auth';
import { messages } from '@shop/core/messages';
import { uploadMessages } from '@shop/core/uploads';
import { logIn, sessionCookie, signUp, uploadAs, visitorUpload } from '@shop/test-support/accounts';
import { pngPicture } from '@shop/test-support/pictures';
import { fileTestApp } from '@shop/test-support/file-test-app';
import { EMAIL_TAKEN, WRONG_CREDENTIALS } from './accounts.ts';

const t = await fileTestApp({ LOGIN_ACCOUNT_LIMIT: '3', LOGIN_CLIENT_LIMIT: '1000' });

const json = (method: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
  body: JSON.stringify(body),
});

async function session(cookie?: string): Promise<Session> {
  const response = await t.app.request('/api/auth/session', { headers: cookie ? { cookie } : {} });
  return (await response.json()) as Session;
}

describe('sign up', () => {
  it('creates the account with its picture, logs it in with an httpOnly SameSite cookie', async () => {
    const { pictureUploadId, cookie } = await visitorUpload(t, await pngPicture(300, 200));
    const response = await t.app.request(
      '/api/auth/signup',
      json('POST', { username: 'Ada', email: 'Ada@Example.com', password: 'long enough pw', pictureUploadId }, cookie),
    );
    expect(response.status).toBe(201);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const { user } = (await response.json()) as Session;
    expect(user).toMatchObject({ displayName: 'Ada', email: 'Ada@Example.com', isAdmin: false });
    expect(user?.photoURL).toMatch(/^\/files\/avatars\/.+\.webp$/);
    expect(user?.photoSrcSet).toContain('64w');
    const picture = await t.app.request(user?.photoURL ?? '');
    expect(picture.status).toBe(200);
    expect((await session(sessionCookie(response))).user?.uid).toBe(user?.uid);
  });

  it('refuses an email that is taken, whatever its case, and keeps the picture for the next try', async () => {
    await signUp(t, { email: 'twin@example.com' });
    const { pictureUploadId, cookie } = await visitorUpload(t, await pngPicture());
    const signup = (email: string) =>
      t.app.request('/api/auth/signup', json('POST', { username: 'Twin', email, password: 'long enough pw', pictureUploadId }, cookie));
    const response = await signup('TWIN@example.com');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'conflict', message: EMAIL_TAKEN, fields: { email: EMAIL_TAKEN } } });
    expect((await signup('twin.other@example.com')).status).toBe(201);
  });

  it.each([
    [{ username: '', email: 'a@b.co', password: 'long enough pw' }, 'username', messages.usernameEmpty],
    [{ username: 'A', email: 'not-an-email', password: 'long enough pw' }, 'email', 'Enter a valid email address.'],
    [{ username: 'A', email: 'a@b.co', password: 'short' }, 'password', 'Password must be at least 8 characters.'],
  ])('refuses %j with a clear message beside the field', async (fields, field, message) => {
    const { pictureUploadId, cookie } = await visitorUpload(t, await pngPicture());
    const response = await t.app.request('/api/auth/signup', json('POST', { ...fields, pictureUploadId }, cookie));
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.message).toContain(message);
    expect(error.fields).toEqual({ [field]: message });
  });

  it.each(['password1', 'qwertyuiop', 'iloveyou', 'Password123'])('refuses the common password %s beside the field', async (password) => {
    const { pictureUploadId, cookie } = await visitorUpload(t, await pngPicture());
    const response = await t.app.request(
      '/api/auth/signup',
      json('POST', { username: 'A', email: 'common@b.co', password, pictureUploadId }, cookie),
    );
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toEqual({
      code: 'password_too_common',
      message: PASSWORD_TOO_COMMON,
      fields: { password: PASSWORD_TOO_COMMON },
    });
  });

  it('requires a picture that the visitor uploaded', async () => {
    const response = await t.app.request(
      '/api/auth/signup',
      json('POST', { username: 'A', email: 'nopic@b.co', password: 'long enough pw', pictureUploadId: 'a'.repeat(32) }),
    );
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({ pictureUploadId: uploadMessages.expired });
    const missing = await t.app.request(
      '/api/auth/signup',
      json('POST', { username: 'A', email: 'nopic@b.co', password: 'long enough pw' }),
    );
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(await missing.json()).error.fields).toEqual({ pictureUploadId: 'Picture is required.' });
  });
});

describe('log in and out', () => {
  it('logs in by email in any case and out again', async () => {
    const { user } = await signUp(t, { email: 'login@example.com', password: 'the right password' });
    const client = await logIn(t, 'LOGIN@example.com', 'the right password');
    expect(client.user.uid).toBe(user.uid);
    const out = await t.app.request('/api/auth/logout', { method: 'POST', headers: { cookie: client.cookie } });
    expect(out.status).toBe(200);
    expect((await session(client.cookie)).user).toBeNull();
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    await signUp(t, { email: 'wrong@example.com', password: 'the right password' });
    for (const body of [
      { email: 'wrong@example.com', password: 'not the password' },
      { email: 'nobody@example.com', password: 'whatever it is' },
    ]) {
      const response = await t.app.request('/api/auth/login', json('POST', body));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: WRONG_CREDENTIALS } });
    }
  });

  it('slows password guessing per account', async () => {
    await signUp(t, { email: 'guess@example.com', password: 'the right password' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await t.app.request('/api/auth/login', json('POST', { email: 'guess@example.com', password: 'guess' }));
    const blocked = await t.app.request('/api/auth/login', json('POST', { email: 'guess@example.com', password: 'the right password' }));
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/Too many login attempts/);
  });

  it('an anonymous session is null and an unknown cookie is ignored', async () => {
    expect(await session()).toEqual({ user: null });
    expect(await session('sid=nonsense')).toEqual({ user: null });
  });
});

describe('profile', () => {
  it('changes the name and the picture', async () => {
    const client = await signUp(t);
    const pictureUploadId = await uploadAs(t, await pngPicture(90, 90), 'image/png', client.cookie);
    const response = await t.app.request('/api/auth/profile', json('PATCH', { displayName: 'New Name', pictureUploadId }, client.cookie));
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as Session;
    expect(user?.displayName).toBe('New Name');
    expect(user?.photoURL).not.toBe(client.user.photoURL);
    expect((await t.app.request(user?.photoURL ?? '')).status).toBe(200);
    // The old picture's files go once the new one is in.
    expect((await t.app.request(client.user.photoURL)).status).toBe(404);
  });

  it('refuses an empty name, and a picture someone else uploaded', async () => {
    const client = await signUp(t);
    const empty = await t.app.request('/api/auth/profile', json('PATCH', { displayName: '   ' }, client.cookie));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toContain(messages.usernameEmpty);
    const { pictureUploadId: othersUpload } = await visitorUpload(t, await pngPicture());
    const stolen = await t.app.request('/api/auth/profile', json('PATCH', { pictureUploadId: othersUpload }, client.cookie));
    expect(stolen.status).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.app.request('/api/auth/profile', json('PATCH', { displayName: 'X' }));
    expect(response.status).toBe(401);
  });
});

describe('CSRF protection', () => {
  it('refuses a cookie-authenticated write from another site', async () => {
    const client = await signUp(t);
    const response = await t.app.request(
      '/api/auth/profile',
      json('PATCH', { displayName: 'Evil' }, client.cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(response.status).toBe(403);
    expect((await session(client.cookie)).user?.displayName).toBe('Test Shopper');
  });

  it('accepts the same write from our own pages', async () => {
    const client = await signUp(t);
    const response = await t.app.request(
      '/api/auth/profile',
      json('PATCH', { displayName: 'Fine' }, client.cookie, { 'sec-fetch-site': 'same-origin' }),
    );
    expect(response.status).toBe(200);
  });
});
