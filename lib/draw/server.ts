// The site's drawing proxy, configured from the server's settings (one per process).
import 'server-only';
import { siteCaptcha } from '../captcha/server.ts';
import { sharedRedis } from '../redis/index.ts';
import { log } from '../log.ts';
import type { BudgetWindow } from './budget.ts';
import { MemoryDrawBudget } from './budget.ts';
import { RedisDrawBudget } from './budget-redis.ts';
import { clientAddress } from './client-address.ts';
import { readDrawConfig } from './config.ts';
import { createDrawProxy, type DrawProxy } from './proxy.ts';
import { createLimiters } from './limiters.ts';

let shared: DrawProxy | undefined;

/** Whether drawings come from the embedded demo: the dialog tells visitors so. */
export function isDrawDemo(): boolean {
  return readDrawConfig().demo;
}

export function drawProxy(): DrawProxy {
  if (shared) return shared;
  const config = readDrawConfig();
  const redis = sharedRedis();
  const limiters = createLimiters(config, redis);
  shared = createDrawProxy({
    upstream: config,
    passes: siteCaptcha(),
    limiter: limiters.draw,
    detailLimiter: limiters.detail,
    budget: redis ? new RedisDrawBudget(redis, config.budget) : new MemoryDrawBudget(config.budget),
    visitor: (request) => clientAddress(request.headers),
    siteOrigin: config.siteOrigin,
    onBudgetSpent: budgetSpentLine(),
    onUpstreamError: (error, route) =>
      log.error('draw proxy: the drawing service failed', {
        route,
        status: error.status,
        cause: error,
      }),
  });
  return shared;
}

/** One warning per spent window and instance, however many drawings it then refuses. */
function budgetSpentLine() {
  let last = '';
  return (window: BudgetWindow, retryAfterS: number) => {
    const until = new Date(Math.round((Date.now() + retryAfterS * 1000) / 60_000) * 60_000);
    const spent = `${window} ${until.toISOString()}`;
    if (spent === last) return;
    last = spent;
    log.warn('draw proxy: the site’s drawing budget is spent', {
      window,
      until: until.toISOString(),
    });
  };
}
