import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows up to the limit in a window, then tells how long to wait', () => {
    let time = 1_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limiter.hit('a').isAllowed).toBe(true);
    expect(limiter.hit('a').isAllowed).toBe(true);
    time += 10_000;
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterMs: 50_000 });
    expect(limiter.hit('b').isAllowed).toBe(true);
  });

  it('starts a new window once the old one has passed', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => time });
    limiter.hit('a');
    expect(limiter.isBlocked('a')).toBe(true);
    time = 1_000;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('reset forgets a key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.hit('a').isAllowed).toBe(true);
  });
});
