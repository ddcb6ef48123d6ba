// The Redis every instance shares: the page cache and its tag state, the webhook's replay guard
// and the drawing rate limits, all under one key prefix.
import { setting, type Values } from './setting.ts';
import { count, redisUrl, token } from './values.ts';

export const redisVariables = {
  REDIS_URL: setting(redisUrl),
  REDIS_KEY_PREFIX: setting(token('mantisoft'), { default: 'mantisoft' }),
  REDIS_TIMEOUT_MS: setting(count('milliseconds'), { default: '250' }),
  REDIS_CACHE_TTL_S: setting(count('seconds'), { default: '604800' }),
};

export function redisConfig(values: Values<typeof redisVariables>) {
  return {
    /** Undefined: each instance keeps its cache, replay guard and limits to itself. */
    url: values.REDIS_URL,
    /** Every key starts with it and a colon. */
    keyPrefix: values.REDIS_KEY_PREFIX,
    /** Longest wait for Redis on a request. */
    timeoutMs: values.REDIS_TIMEOUT_MS,
    /** Longest life of a page-cache entry. */
    cacheTtlS: values.REDIS_CACHE_TTL_S,
  };
}
