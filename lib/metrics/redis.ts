// Redis as the process's outage guard sees it (lib/redis/outage-guard.ts): outages, whether one
// is going on, failed commands and the ones not sent while Redis rests after a failure.
import { Counter, Gauge } from 'prom-client';
import { metric } from './registry.ts';

/** How a command failed: no answer within the time limit, or an error (refused, closed…). */
export type RedisFailure = 'timeout' | 'error';

const outages = () =>
  metric(
    'mantisoft_redis_outages_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_redis_outages_total',
        help: 'Redis outages begun: a failed command after Redis answered (or before it ever did)',
        registers: [registry],
      }),
  );

const unreachable = () =>
  metric(
    'mantisoft_redis_unreachable',
    (registry) =>
      new Gauge({
        name: 'mantisoft_redis_unreachable',
        help: '1 while Redis is unreachable and this instance works alone, else 0',
        registers: [registry],
      }),
  );

const failures = () =>
  metric(
    'mantisoft_redis_errors_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_redis_errors_total',
        help: 'Redis commands that failed, by kind (timeout, error)',
        labelNames: ['kind'],
        registers: [registry],
      }),
  );

const skipped = () =>
  metric(
    'mantisoft_redis_skipped_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_redis_skipped_total',
        help: 'Redis commands not sent while Redis rests after a failure',
        registers: [registry],
      }),
  );

const timeoutLabels = { kind: 'timeout' } as const;
const errorLabels = { kind: 'error' } as const;

/** A command failed; `started` when it began an outage. */
export function countRedisFailure(kind: RedisFailure, started: boolean): void {
  failures().inc(kind === 'timeout' ? timeoutLabels : errorLabels);
  if (!started) return;
  outages().inc();
  unreachable().set(1);
}

/** A command answered after an outage: Redis is shared again. */
export function countRedisBack(): void {
  unreachable().set(0);
}

/** A command was not sent: Redis is resting after a failure. */
export function countRedisSkipped(): void {
  skipped().inc();
}
