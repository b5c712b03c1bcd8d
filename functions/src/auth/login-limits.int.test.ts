import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { signUp, visitorUpload } from '@shop/test-support/accounts';
import { pngPicture } from '@shop/test-support/pictures';
import { createTestApp, type TestApp } from '@shop/test-support/test-app';
import { TOO_MANY_SIGNUPS } from './router.ts';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

/** The request as if it came from `address` (the app reads the client's address from the socket), with a browser's cookies. */
function from(app: TestApp, address: string, path: string, body: unknown, cookies = ''): Promise<Response> {
  return Promise.resolve(
    app.app.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
    ),
  );
}

const logIn = (app: TestApp, address: string, email: string, password: string, cookies = '') =>
  from(app, address, '/api/auth/login', { email, password }, cookies);

/** The cookies a browser keeps from an answer, as it sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

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
    // The second is over: the clock moves on by it instead of the test waiting for it.
    vi.setSystemTime(Date.now() + 1000);
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

describe('the owner under a guessing attack from rotating addresses', () => {
  const underAttack = () =>
    appWith({ LOGIN_ACCOUNT_SLOWDOWN_AFTER: '4', LOGIN_SLOWDOWN_MS: '60000', LOGIN_CLIENT_LIMIT: '5', LOGIN_ACCOUNT_LIMIT: '3' });
  let nextAddress = 0;
  /** One guess from an address never seen before, as a botnet sends them. */
  const guessFromNewAddress = (app: TestApp, email: string) =>
    logIn(app, `10.8.${nextAddress >> 8}.${nextAddress++ & 255}`, email, 'a guess');

  it('lets the browser that logged in before in at once with the right password', async () => {
    const app = await underAttack();
    await signUp(app, { email: 'owner@example.com', password: 'the right password' });
    const ownersBrowser = cookiesOf(await logIn(app, '10.0.5.1', 'owner@example.com', 'the right password'));
    for (let guess = 0; guess < 12; guess += 1) await guessFromNewAddress(app, 'owner@example.com');
    expect((await guessFromNewAddress(app, 'owner@example.com')).status).toBe(429);
    for (let login = 0; login < 15; login += 1) {
      await guessFromNewAddress(app, 'owner@example.com');
      expect((await logIn(app, '10.0.5.1', 'owner@example.com', 'the right password', ownersBrowser)).status).toBe(200);
    }
  });

  it("does not let another account's browser, or a forged cookie, past the slow-down", async () => {
    const app = await underAttack();
    await signUp(app, { email: 'owner@example.com', password: 'the right password' });
    await signUp(app, { email: 'attacker@example.com', password: 'the attackers password' });
    const attackersBrowser = cookiesOf(await logIn(app, '10.0.6.1', 'attacker@example.com', 'the attackers password'));
    for (let guess = 0; guess < 12; guess += 1) await guessFromNewAddress(app, 'owner@example.com');
    const refused = await logIn(app, '10.0.6.1', 'owner@example.com', 'a guess', attackersBrowser);
    expect(refused.status).toBe(429);
    expect(await message(refused)).toMatch(/This account is receiving many login attempts/);
    const ownersDigest = createHash('sha256').update('owner@example.com').digest('base64url');
    const forged = await logIn(app, '10.0.6.2', 'owner@example.com', 'a guess', `known_device=${ownersDigest}.${'A'.repeat(43)}%3D`);
    expect(forged.status).toBe(429);
  });

  it("never locks the owner's own address for strangers' guesses, however often a new browser retries", async () => {
    const app = await underAttack();
    await signUp(app, { email: 'owner@example.com', password: 'the right password' });
    for (let guess = 0; guess < 12; guess += 1) await guessFromNewAddress(app, 'owner@example.com');
    for (let retry = 0; retry < 15; retry += 1) {
      const refused = await logIn(app, '10.0.7.1', 'owner@example.com', 'the right password');
      expect(refused.status).toBe(429);
      expect(await message(refused)).toMatch(/This account is receiving many login attempts/);
    }
    expect((await logIn(app, '10.0.7.1', 'someone.else@example.com', 'a guess')).status).toBe(401);
  });
});

describe('signup limits', () => {
  it('limits accounts created from one address in a window', async () => {
    const app = await appWith({ SIGNUP_LIMIT: '2' });
    const signUpFrom = async (address: string, email: string) => {
      const { pictureUploadId, cookie } = await visitorUpload(app, await pngPicture());
      return from(app, address, '/api/auth/signup', { username: 'New', email, password: 'long enough pw', pictureUploadId }, cookie);
    };
    expect((await signUpFrom('10.0.3.1', 'one@example.com')).status).toBe(201);
    expect((await signUpFrom('10.0.3.1', 'two@example.com')).status).toBe(201);
    const refused = await signUpFrom('10.0.3.1', 'three@example.com');
    expect(refused.status).toBe(429);
    expect(await message(refused)).toBe(TOO_MANY_SIGNUPS);
    expect((await signUpFrom('10.0.3.2', 'three@example.com')).status).toBe(201);
  });
});
