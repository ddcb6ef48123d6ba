// The site's drawing proxy, configured from server-only environment variables (one per process).
import 'server-only';
import { log } from '../log.ts';
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
          log.warn('draw rate limit: Redis unavailable, limiting per instance', {
            route: '/aiapi/v1/draw',
            cause: error,
          });
        },
      })
    : new MemoryRateLimiter(config.rateLimit);
  shared = createDrawProxy({
    upstream: config,
    limiter,
    clientIpHeader: config.clientIpHeader,
    onUpstreamError: (error, route) =>
      log.error('draw proxy: the drawing service failed', {
        route,
        status: error.status,
        cause: error,
      }),
  });
  return shared;
}
