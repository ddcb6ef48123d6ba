// The environment of the one Redis connection of a process (./index.ts): whether there is one,
// where its parts (the page cache, the webhook's replay guard, the drawing rate limits) put their
// keys, and how long a request waits for it. One prefix for all of them, so several sites, and
// the tests, can share one Redis without touching each other's keys.
import { config, type Env } from '../config/index.ts';

/** REDIS_URL, or undefined: without it each instance keeps its state to itself. */
export function redisUrl(env?: Env): string | undefined {
  return config(env).redis.url;
}

/** REDIS_KEY_PREFIX, `mantisoft` by default; every key starts with it and a colon. */
export function redisKeyPrefix(env?: Env): string {
  return config(env).redis.keyPrefix;
}

/** Longest wait for Redis on a request, in milliseconds (REDIS_TIMEOUT_MS). */
export function redisTimeoutMs(env?: Env): number {
  return config(env).redis.timeoutMs;
}
