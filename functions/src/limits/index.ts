// Counters for limits that hold across every instance: memory by default, Redis when REDIS_URL is set.
export { type LimitAnswer, type Limiter, type LimitRule, type Limits, memoryLimits, openLimits, redisLimits } from './limits.ts';
