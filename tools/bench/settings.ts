// What `npm run bench` measures and how hard: the pages, the load on each target (the same for
// all, so their figures compare), the webhook rounds, and the goals printed beside the figures.
import { parsePositive } from '#lib/env.ts';

export type BenchSettings = {
  /** Seconds of load per page and target. */
  durationS: number;
  connections: number;
  /** Webhook → new content measurements per target. */
  rounds: number;
};

export function benchSettings(env: Record<string, string | undefined>): BenchSettings {
  return {
    durationS: parsePositive(env.BENCH_DURATION_S, 'integer') ?? 15,
    connections: parsePositive(env.BENCH_CONNECTIONS, 'integer') ?? 32,
    rounds: Math.max(20, parsePositive(env.BENCH_WEBHOOK_ROUNDS, 'integer') ?? 20),
  };
}

/** ISR pages, each in its language's address (`/` answers per visitor and is never cached). */
export const benchPages = [
  { name: 'home', path: '/en' },
  { name: 'announcement', path: '/en/announcement/1' },
  { name: 'help article', path: '/en/support/2/2011' },
] as const;

/** The announcement the webhook rounds edit. */
export const benchAnnouncementId = 7;

/** Goals, printed beside the figures; the bench reports, it does not fail a build. */
export const goals = { edgeOverLimit: 0.9, freshnessP95Ms: 1000 } as const;
