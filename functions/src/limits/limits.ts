// Counters per key and window for limits that must hold across every instance (login, signup, uploads, chat):
// rate-limiter-flexible, in this process's memory by default, in Redis when REDIS_URL is set. Each hit is
// counted atomically before the work it guards, so parallel requests can never all slip under the limit.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimitAnswer = { isAllowed: boolean; retryAfterMs: number };

export type Limiter = {
  /** Counts one hit (or `points`, e.g. bytes); answers how long to wait when the key is over its limit. */
  consume(key: string, points?: number): Promise<LimitAnswer>;
  /** Gives one hit (or `points`) back (the attempt turned out not to count, e.g. a successful login). */
  refund(key: string, points?: number): Promise<void>;
  reset(key: string): Promise<void>;
};

export type LimitRule = { limit: number; windowMs: number };

/** Makes the limiter for one named rule; every instance sharing a store shares each name's counts. */
export type Limits = { limiter(name: string, rule: LimitRule): Limiter; close(): Promise<void> };

function limiterOver(counter: RateLimiterAbstract): Limiter {
  return {
    async consume(key, points = 1) {
      try {
        await counter.consume(key, points);
        return { isAllowed: true, retryAfterMs: 0 };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { isAllowed: false, retryAfterMs: Math.max(1, refusal.msBeforeNext) };
        throw refusal;
      }
    },
    refund: async (key, points = 1) => void (await counter.reward(key, points)),
    reset: async (key) => void (await counter.delete(key)),
  };
}

// rate-limiter-flexible counts windows in whole seconds.
const seconds = (rule: LimitRule) => Math.max(1, Math.ceil(rule.windowMs / 1000));

export function memoryLimits(): Limits {
  return {
    limiter: (name, rule) => limiterOver(new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: seconds(rule) })),
    close: async () => undefined,
  };
}

/**
 * Limits kept in Redis; while Redis cannot be reached, each instance counts in its own memory instead of refusing everyone.
 * The Redis client loads only here, so a shop without REDIS_URL does not hold it.
 */
export async function redisLimits(url: string): Promise<Limits> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {
    // ioredis reconnects by itself; meanwhile the in-memory insurance counts.
  });
  await redis.connect();
  return {
    limiter: (name, rule) =>
      limiterOver(
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `multimart:${name}`,
          points: rule.limit,
          duration: seconds(rule),
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: seconds(rule) }),
        }),
      ),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

export function openLimits(redisUrl: string | undefined): Promise<Limits> {
  return redisUrl ? redisLimits(redisUrl) : Promise.resolve(memoryLimits());
}
