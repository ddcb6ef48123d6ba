// What the feature runs on, from the settings (lib/config/database.ts): a PostgreSQL server, the
// embedded database, or nothing (off) when several instances run without a server, or while
// `next build` runs, which must never reach a database.
import { isAbsolute, resolve } from 'node:path';
import { config, type Env, isNextBuild } from '../config/index.ts';

export type InsightsSettings = {
  /** `off`: feedback and search events are refused; `reason` says why. */
  mode: 'postgres' | 'embedded' | 'off';
  url: string | undefined;
  /** The embedded database's folder, absolute. */
  dir: string;
  timeoutMs: number;
  retentionDays: number;
  visitorSecret: string | undefined;
  timeZone: string;
  reason?: string;
};

export const severalInstancesReason =
  'feedback is off: several instances share REDIS_URL but DATABASE_URL names no PostgreSQL server';

export const helpInsightsOffReason = 'feedback is off: HELP_INSIGHTS=0';

export function insightsSettings(root: string, env?: Env): InsightsSettings {
  const { database, redis } = config(env);
  const base = {
    url: database.url,
    dir: isAbsolute(database.dir) ? database.dir : resolve(root, database.dir),
    timeoutMs: database.timeoutMs,
    retentionDays: database.retentionDays,
    visitorSecret: database.visitorSecret,
    timeZone: database.timeZone,
  };
  if (!database.enabled) return { ...base, mode: 'off', reason: helpInsightsOffReason };
  if (isNextBuild(env))
    return { ...base, mode: 'off', reason: 'feedback is off while the site builds' };
  if (database.url) return { ...base, mode: 'postgres' };
  if (redis.url) return { ...base, mode: 'off', reason: severalInstancesReason };
  return { ...base, mode: 'embedded' };
}
