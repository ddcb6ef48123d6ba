// The environment of the one Redis connection of a process (./index.ts): whether there is one,
// where its parts (the page cache, the webhook's replay guard, the drawing rate limits) put their
// keys, and how long a request waits for it. One prefix for all of them, so several sites, and
// the tests, can share one Redis without touching each other's keys.
import { parsePositive } from '../env.ts';

type Env = Record<string, string | undefined>;

/** REDIS_URL, or undefined: without it each instance keeps its state to itself. */
export function redisUrl(env: Env = process.env): string | undefined {
  return env.REDIS_URL || undefined;
}

/** Whether this process is `next build`, which must never reach Redis. */
export function isNextBuild(env: Env = process.env): boolean {
  return env.NEXT_PHASE === 'phase-production-build';
}

/** REDIS_KEY_PREFIX, `mantisoft` by default; every key starts with it and a colon. */
export function redisKeyPrefix(env: Env = process.env): string {
  return env.REDIS_KEY_PREFIX || 'mantisoft';
}

/** Longest wait for Redis on a request, in milliseconds (REDIS_TIMEOUT_MS). */
export const defaultRedisTimeoutMs = 250;

export function redisTimeoutMs(env: Env = process.env): number {
  return parsePositive(env.REDIS_TIMEOUT_MS) ?? defaultRedisTimeoutMs;
}
