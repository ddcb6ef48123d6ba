// The per-visitor limiters: drawings, the looser one of account and progress queries, and the
// captcha's puzzles. Each in the process's Redis when there is one (under a key prefix of its
// own), else in this instance. Callers count a visitor by visitorKey (lib/visitor-key.ts).
import type { RedisAccess } from '../redis/shared-redis.ts';
import type { DrawConfig } from './config.ts';
import { MemoryRateLimiter, type RateLimit, type RateLimiter } from '../rate-limit/rate-limit.ts';
import { RedisRateLimiter } from '../rate-limit/rate-limit-redis.ts';

export type LimiterName = 'draw' | 'detail' | 'captcha';

export function createLimiters(
  config: Pick<DrawConfig, 'rateLimit' | 'detailRateLimit' | 'captchaRateLimit'>,
  redis: RedisAccess | null,
): Record<LimiterName, RateLimiter> {
  const limiter = (name: LimiterName, rule: RateLimit): RateLimiter =>
    redis
      ? new RedisRateLimiter({ redis, rule, name: `${name}-rate`, part: 'drawing rate limits' })
      : new MemoryRateLimiter(rule);
  return {
    draw: limiter('draw', config.rateLimit),
    detail: limiter('detail', config.detailRateLimit),
    captcha: limiter('captcha', config.captchaRateLimit),
  };
}
