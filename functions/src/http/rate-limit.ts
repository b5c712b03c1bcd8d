// A fixed-window counter per key, in memory (one server instance's view; enough to slow abuse). Used by the
// chat service; login, signup and upload limits go through functions/src/limits, shared through Redis.
export type RateLimiter = {
  /** Counts one hit; answers how long to wait when the key is over its limit. */
  hit(key: string): { isAllowed: boolean; retryAfterMs: number };
  /** Whether the key is over the limit, without counting. */
  isBlocked(key: string): boolean;
  reset(key: string): void;
};

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const time = now();
    const window = windows.get(key);
    if (window && window.resetAt > time) return window;
    if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
    const fresh = { count: 0, resetAt: time + windowMs };
    windows.set(key, fresh);
    return fresh;
  };

  return {
    hit(key) {
      const window = current(key);
      window.count += 1;
      return { isAllowed: window.count <= limit, retryAfterMs: window.count <= limit ? 0 : window.resetAt - now() };
    },
    isBlocked: (key) => current(key).count >= limit,
    reset: (key) => void windows.delete(key),
  };
}
