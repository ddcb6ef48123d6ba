// The one Redis of a server process: every part that shares Redis (the page cache, the webhook's
// replay guard, the drawing rate limits, a readiness check) asks sharedRedis() and gets the same
// connection and outage guard (./shared-redis.ts), or null when there is no Redis. The `redis`
// package is loaded only once a command runs, so never without REDIS_URL; and never during
// `next build`, which must not reach Redis.
//
// The instance lives on globalThis under a Symbol.for key, not in a module variable: Next loads
// the cache handler (next.config.mjs `cacheHandler`) as a module of its own, unbundled, while the
// route handlers (the webhook, the drawing proxy, health) are bundled into server chunks, each
// with its own copy of this module. A module variable would give each copy a connection and a
// guard of its own in one process.
import { isNextBuild } from '../config/index.ts';
import { onShutdown } from '../server/shutdown-hooks.ts';
import { SharedRedis } from './shared-redis.ts';
import { redisKeyPrefix, redisTimeoutMs, redisUrl } from './settings.ts';

const key = Symbol.for('mantisoft.redis');

type Holder = { [key]?: SharedRedis | null };

function holder(): Holder {
  return globalThis as Holder;
}

/** The process's Redis, or null without REDIS_URL and during `next build`. */
export function sharedRedis(): SharedRedis | null {
  const held = holder()[key];
  if (held !== undefined) return held;
  const url = redisUrl();
  const redis =
    url && !isNextBuild()
      ? new SharedRedis({ url, prefix: redisKeyPrefix(), timeoutMs: redisTimeoutMs() })
      : null;
  holder()[key] = redis;
  // The server closes the connection once it has answered its last request (scripts/serve.ts).
  if (redis) onShutdown('redis', closeSharedRedis);
  return redis;
}

/** Closes the process's connection; the next sharedRedis() opens another from config(). */
export async function closeSharedRedis(): Promise<void> {
  const redis = holder()[key];
  delete holder()[key];
  await redis?.close();
}
