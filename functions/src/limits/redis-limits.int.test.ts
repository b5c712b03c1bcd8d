// Limits shared through Redis, as several instances use them: runs when Redis answers (REDIS_URL, or the
// local default), and says so when it is skipped.
import { randomInt, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@shop/test-support/test-app';
import { createLoginGuard } from '../auth/index.ts';
import { redisLimits, type Limits } from './index.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function isAnswering(): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  const answers = await probe.connect().then(
    () => probe.ping(),
    () => null,
  );
  probe.disconnect();
  return answers === 'PONG';
}

const hasRedis = await isAnswering();
if (!hasRedis) console.warn(`Redis limits skipped: nothing answers at ${url} (set REDIS_URL or start redis-server).`);

const opened: Limits[] = [];
afterAll(() => Promise.all(opened.map((limits) => limits.close())));

/** Two instances' views of the same Redis. */
async function twoInstances(): Promise<[Limits, Limits]> {
  const pair: [Limits, Limits] = [await redisLimits(url), await redisLimits(url)];
  opened.push(...pair);
  return pair;
}

describe.skipIf(!hasRedis)('limits in Redis', () => {
  it('count every instance’s hits together, atomically, however many arrive at once', async () => {
    const [a, b] = await twoInstances();
    const rule = { limit: 5, windowMs: 60_000 };
    const key = randomUUID();
    const limiters = [a.limiter('test-shared', rule), b.limiter('test-shared', rule)];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => limiters[index % 2]?.consume(key)));
    expect(answers.filter((answer) => answer?.isAllowed)).toHaveLength(5);
    expect(answers.find((answer) => !answer?.isAllowed)?.retryAfterMs).toBeGreaterThan(55_000);
  });

  it('hold a login lockout reached through one instance on the other', async () => {
    const [a, b] = await twoInstances();
    const rules = { perClient: 100, perAccount: 3, windowMs: 60_000, slowDownAfter: 100, slowDownMs: 5000 };
    const [guardA, guardB] = [createLoginGuard(a, rules), createLoginGuard(b, rules)];
    const account = `${randomUUID()}@example.com`;
    for (let attempt = 0; attempt < 3; attempt += 1) await guardA.admit(account, '10.1.0.1', false);
    await expect(guardB.admit(account, '10.1.0.1', false)).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(guardB.admit(account, '10.1.0.2', false)).resolves.toBeUndefined();
  });

  it('make two servers with REDIS_URL refuse the same guesser', async () => {
    const env = { REDIS_URL: url, LOGIN_ACCOUNT_LIMIT: '2' };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      const email = `${randomUUID()}@example.com`;
      const guess = (app: typeof a) =>
        app.app.request(
          '/api/auth/login',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a guess' }) },
          { incoming: { socket: { remoteAddress: '10.1.1.1', remotePort: 1, remoteFamily: 'IPv4' } } },
        );
      expect([(await guess(a)).status, (await guess(a)).status]).toEqual([401, 401]);
      expect((await guess(b)).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('make two servers with REDIS_URL count one chat client together', async () => {
    const env = { REDIS_URL: url, CHAT_RATE_LIMIT: '2' };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      // An address of this run alone: the counts outlive the test in Redis for the window.
      const remoteAddress = `10.2.${randomInt(256)}.${randomInt(256)}`;
      const ask = (app: typeof a) =>
        app.app.request(
          '/chat/get',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'hello' }) },
          { incoming: { socket: { remoteAddress, remotePort: 1, remoteFamily: 'IPv4' } } },
        );
      expect([(await ask(a)).status, (await ask(b)).status]).toEqual([200, 200]);
      const refused = await ask(a);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /^Too many chat requests: the limit is 2 every 60 seconds/,
      );
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
