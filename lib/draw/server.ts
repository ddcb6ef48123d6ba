// The site's drawing proxy, configured from server-only environment variables (one per process).
import 'server-only';
import { readDrawConfig } from './config.ts';
import { createDrawProxy, type DrawProxy } from './proxy.ts';
import { MemoryRateLimiter, type RateLimiter } from './rate-limit.ts';
import { RedisRateLimiter } from './rate-limit-redis.ts';

let shared: DrawProxy | undefined;

/** Whether drawings come from the embedded demo: the dialog tells visitors so. */
export function isDrawDemo(): boolean {
  return readDrawConfig().demo;
}

export function drawProxy(): DrawProxy {
  if (shared) return shared;
  const config = readDrawConfig();
  let lastRedisReport = 0;
  const limiter: RateLimiter = config.redisUrl
    ? new RedisRateLimiter({
        url: config.redisUrl,
        rule: config.rateLimit,
        onError: (error) => {
          // Once a minute at most: an outage must not flood the log.
          if (Date.now() - lastRedisReport < 60_000) return;
          lastRedisReport = Date.now();
          console.error('draw rate limit: Redis unavailable, limiting per instance:', error);
        },
      })
    : new MemoryRateLimiter(config.rateLimit);
  shared = createDrawProxy({
    upstream: config,
    limiter,
    clientIpHeader: config.clientIpHeader,
    onUpstreamError: (error) => console.error(`draw proxy: ${error.message}`),
  });
  return shared;
}
