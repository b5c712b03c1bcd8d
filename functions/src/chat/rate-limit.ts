// A per-client fixed-window request limit, kept in memory: enough for one server instance, and it forgets
// clients whose window has passed so memory stays bounded.

export type RateLimitOptions = { limit: number; windowMs: number };
export type RateDecision = { isAllowed: boolean; retryAfterMs: number };

export type RateLimiter = { hit(client: string): RateDecision };

export function createRateLimiter({ limit, windowMs }: RateLimitOptions, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = now() + windowMs;

  const sweep = (time: number) => {
    for (const [client, window] of windows) if (window.endsAt <= time) windows.delete(client);
    nextSweepAt = time + windowMs;
  };

  return {
    hit(client) {
      const time = now();
      if (time >= nextSweepAt) sweep(time);
      let window = windows.get(client);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(client, window);
      }
      window.count++;
      return { isAllowed: window.count <= limit, retryAfterMs: window.count <= limit ? 0 : window.endsAt - time };
    },
  };
}
