// The proxy's two limiters: drawings, and the looser one of account and progress queries. Both
// in Redis when REDIS_URL is set (each under a key prefix of its own), else in this instance.
import type { DrawConfig } from './config.ts';
import { MemoryRateLimiter, type RateLimit, type RateLimiter } from './rate-limit.ts';
import { RedisRateLimiter } from './rate-limit-redis.ts';

export type LimiterName = 'draw' | 'detail';

export type LimiterOptions = {
  /** Start of every Redis key; each limiter adds its name. */
  prefix?: string;
  /** Told when Redis cannot answer (the instance then limits on its own). */
  onError?: (name: LimiterName, error: unknown) => void;
};

export function createLimiters(
  config: Pick<DrawConfig, 'redisUrl' | 'rateLimit' | 'detailRateLimit'>,
  { prefix = 'mantisoft:', onError }: LimiterOptions = {},
): Record<LimiterName, RateLimiter> {
  const limiter = (name: LimiterName, rule: RateLimit): RateLimiter =>
    config.redisUrl
      ? new RedisRateLimiter({
          url: config.redisUrl,
          rule,
          prefix: `${prefix}${name}-rate:`,
          onError: (error) => onError?.(name, error),
        })
      : new MemoryRateLimiter(rule);
  return {
    draw: limiter('draw', config.rateLimit),
    detail: limiter('detail', config.detailRateLimit),
  };
}
