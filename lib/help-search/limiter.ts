// The help search's limit per visitor: in the process's Redis when there is one, so that it
// holds across every instance (its counters expire with their window), else in this instance.
import type { RedisAccess } from '../redis/shared-redis.ts';
import { MemoryRateLimiter, type RateLimit, type RateLimiter } from '../rate-limit/rate-limit.ts';
import { RedisRateLimiter } from '../rate-limit/rate-limit-redis.ts';

export function createSearchLimiter(rule: RateLimit, redis: RedisAccess | null): RateLimiter {
  return redis
    ? new RedisRateLimiter({ redis, rule, name: 'help-search-rate', part: 'help search limit' })
    : new MemoryRateLimiter(rule);
}
