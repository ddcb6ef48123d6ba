// The proxy's two limiters: drawings, and the looser one of account and progress queries. Both
// in the process's Redis when there is one (each under a key prefix of its own), else in this
// instance.
import type { RedisAccess } from '../redis/shared-redis.ts';
import type { DrawConfig } from './config.ts';
import { MemoryRateLimiter, type RateLimit, type RateLimiter } from './rate-limit.ts';
import { RedisRateLimiter } from './rate-limit-redis.ts';

export type LimiterName = 'draw' | 'detail';

export function createLimiters(
  config: Pick<DrawConfig, 'rateLimit' | 'detailRateLimit'>,
  redis: RedisAccess | null,
): Record<LimiterName, RateLimiter> {
  const limiter = (name: LimiterName, rule: RateLimit): RateLimiter =>
    redis
      ? new RedisRateLimiter({ redis, rule, name: `${name}-rate` })
      : new MemoryRateLimiter(rule);
  return {
    draw: limiter('draw', config.rateLimit),
    detail: limiter('detail', config.detailRateLimit),
  };
}
