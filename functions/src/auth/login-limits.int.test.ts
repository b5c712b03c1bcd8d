import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { signUp, uploadAs } from '@shop/test-support/accounts';
import { pngPicture } from '@shop/test-support/pictures';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';
import { TOO_MANY_SIGNUPS } from './router.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

/** The request as if it came from `address` (the app reads the client's address from the socket). */
function from(app: TestApp, address: string, path: string, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.app.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
    ),
  );
}

const logIn = (app: TestApp, address: string, email: string, password: string) =>
  from(app, address, '/api/auth/login', { email, password });

async function message(response: Response): Promise<string> {
  return apiErrorSchema.parse(await response.json()).error.message;
}

describe('login limits', () => {
  it('checks no more than the limit of 24 wrong passwords sent at once', async () => {
    const app = await appWith({ LOGIN_ACCOUNT_LIMIT: '5', LOGIN_CLIENT_LIMIT: '1000' });
    await signUp(app, { email: 'race@example.com', password: 'the right password' });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => logIn(app, '10.0.0.1', 'race@example.com', `wrong guess ${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
  });

  it('locks an account for the guessing address only: its owner still logs in from another', async () => {
    const app = await appWith({ LOGIN_ACCOUNT_LIMIT: '3', LOGIN_CLIENT_LIMIT: '1000' });
    await signUp(app, { email: 'owner@example.com', password: 'the right password' });
    for (let attempt = 0; attempt < 3; attempt += 1) await logIn(app, '10.0.0.66', 'owner@example.com', 'a guess');
    const attacker = await logIn(app, '10.0.0.66', 'owner@example.com', 'the right password');
    expect(attacker.status).toBe(429);
    expect(await message(attacker)).toMatch(/Too many login attempts/);
    expect((await logIn(app, '10.0.0.7', 'owner@example.com', 'the right password')).status).toBe(200);
  });

  it('slows an account guessed at from many addresses down instead of locking its owner out', async () => {
    const app = await appWith({
      LOGIN_ACCOUNT_LIMIT: '2',
      LOGIN_ACCOUNT_SLOWDOWN_AFTER: '4',
      LOGIN_SLOWDOWN_MS: '1000',
      LOGIN_CLIENT_LIMIT: '1000',
    });
    await signUp(app, { email: 'target@example.com', password: 'the right password' });
    for (let address = 1; address <= 4; address += 1) await logIn(app, `10.0.1.${address}`, 'target@example.com', 'a guess');
    const wrongs = await Promise.all([5, 6, 7].map((address) => logIn(app, `10.0.1.${address}`, 'target@example.com', 'a guess')));
    // One check per second now: one of the three is checked, the others wait.
    expect(wrongs.map((answer) => answer.status).sort()).toEqual([401, 429, 429]);
    const slowed = wrongs.find((answer) => answer.status === 429);
    expect(slowed?.headers.get('retry-after')).toBe('1');
    expect(await message(slowed ?? new Response())).toMatch(/Please wait 1 second\(s\)/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await logIn(app, '10.0.2.1', 'target@example.com', 'the right password')).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const app = await appWith({ LOGIN_CLIENT_LIMIT: '3', LOGIN_ACCOUNT_LIMIT: '3' });
    await signUp(app, { email: 'regular@example.com', password: 'the right password' });
    for (let login = 0; login < 10; login += 1) {
      expect((await logIn(app, '10.0.0.9', 'regular@example.com', 'the right password')).status).toBe(200);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn(app, '10.0.0.9', `nobody${attempt}@example.com`, 'a guess')).status).toBe(401);
    }
    expect((await logIn(app, '10.0.0.9', 'regular@example.com', 'the right password')).status).toBe(429);
  });
});

describe('signup limits', () => {
  it('limits accounts created from one address in a window', async () => {
    const app = await appWith({ SIGNUP_LIMIT: '2' });
    const signUpFrom = async (address: string, email: string) =>
      from(app, address, '/api/auth/signup', {
        username: 'New',
        email,
        password: 'long enough pw',
        pictureUploadId: await uploadAs(app, await pngPicture()),
      });
    expect((await signUpFrom('10.0.3.1', 'one@example.com')).status).toBe(201);
    expect((await signUpFrom('10.0.3.1', 'two@example.com')).status).toBe(201);
    const refused = await signUpFrom('10.0.3.1', 'three@example.com');
    expect(refused.status).toBe(429);
    expect(await message(refused)).toBe(TOO_MANY_SIGNUPS);
    expect((await signUpFrom('10.0.3.2', 'three@example.com')).status).toBe(201);
  });
});
