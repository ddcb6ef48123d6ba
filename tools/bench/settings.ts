// What `npm run bench` measures and how hard: the pages, the load on each target (the same for
// all, so their figures compare), the webhook rounds, and the goals printed beside the figures.
import { config, type Config } from '#lib/config/index.ts';

export type BenchSettings = {
  /** Seconds of load per page and target. */
  durationS: number;
  connections: number;
  /** Webhook → new content measurements per target. */
  rounds: number;
};

export function benchSettings({ bench }: Config['tooling'] = config().tooling): BenchSettings {
  return {
    durationS: bench.durationS ?? 15,
    connections: bench.connections,
    rounds: bench.webhookRounds,
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
