import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows up to the limit in a window, then refuses with the time left', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 }, () => time);
    expect(limiter.hit('a').isAllowed).toBe(true);
    time = 400;
    expect(limiter.hit('a').isAllowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterMs: 600 });
  });

  it('counts each client on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, () => 0);
    expect(limiter.hit('a').isAllowed).toBe(true);
    expect(limiter.hit('b').isAllowed).toBe(true);
    expect(limiter.hit('a').isAllowed).toBe(false);
  });

  it('starts a fresh window once the last one has passed', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, () => time);
    limiter.hit('a');
    expect(limiter.hit('a').isAllowed).toBe(false);
    time = 1000;
    expect(limiter.hit('a').isAllowed).toBe(true);
  });
});
