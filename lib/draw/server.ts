// The site's drawing proxy, configured from the server's settings (one per process).
import 'server-only';
import { sharedRedis } from '../redis/index.ts';
import { log } from '../log.ts';
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
  const limiters = createLimiters(config, sharedRedis());
  shared = createDrawProxy({
    upstream: config,
    limiter: limiters.draw,
    detailLimiter: limiters.detail,
    visitor: (request) => clientAddress(request.headers),
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
