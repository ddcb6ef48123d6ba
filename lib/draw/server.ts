// The site's drawing proxy, configured from server-only environment variables (one per process).
import 'server-only';
import { sharedRedis } from '../redis/index.ts';
import { log } from '../log.ts';
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
  if (process.env.CLIENT_IP_HEADER && !config.trustProxyHeader) {
    // The old setting was believed whether or not a proxy set it; it is no longer read.
    log.warn('CLIENT_IP_HEADER is no longer read: set TRUST_PROXY_HEADER if a proxy sets it', {
      route: '/aiapi/v1/draw',
    });
  }
  const limiters = createLimiters(config, sharedRedis());
  shared = createDrawProxy({
    upstream: config,
    limiter: limiters.draw,
    detailLimiter: limiters.detail,
    trustProxyHeader: config.trustProxyHeader,
    siteOrigin: config.siteOrigin,
    onUpstreamError: (error, route) =>
      log.error('draw proxy: the drawing service failed', {
        route,
        status: error.status,
        cause: error,
      }),
  });
  return shared;
}
