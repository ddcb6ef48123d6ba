// The database of article feedback and search insights: a PostgreSQL server that every instance
// shares, or with none named an embedded PostgreSQL (PGlite) in a folder of this instance; how long
// a request waits for it, how long raw events are kept, and what the daily visitor hash is keyed
// with; or none of it (HELP_INSIGHTS=0).
import { z } from 'zod';
import { setting, type Values } from './setting.ts';
import { count, flag, text } from './values.ts';

const postgresUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return ['postgres:', 'postgresql:'].includes(url.protocol) && url.hostname !== '';
  },
  { error: 'expected a postgres:// URL, e.g. postgres://site:password@127.0.0.1:5432/mantisoft' },
);

const timeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'expected an IANA time zone, e.g. Asia/Shanghai or UTC' },
);

export const databaseVariables = {
  HELP_INSIGHTS: setting(flag, { default: '1', buildTime: true }),
  DATABASE_URL: setting(postgresUrl, { secret: true }),
  DATABASE_DIR: setting(text),
  DATABASE_TIMEOUT_MS: setting(count('milliseconds'), { default: '1000' }),
  INSIGHTS_RETENTION_DAYS: setting(count('days', { max: 3650 }), { default: '90' }),
  INSIGHTS_VISITOR_SECRET: setting(text, { secret: true }),
  INSIGHTS_TIME_ZONE: setting(timeZone, { default: 'Asia/Shanghai' }),
};

export function databaseConfig(
  values: Values<typeof databaseVariables> & { NEXT_DIST_DIR: string },
) {
  return {
    /** Off: no feedback widget on the articles, no search recorded, the endpoints refuse. */
    enabled: values.HELP_INSIGHTS,
    /** A PostgreSQL server; undefined: the embedded one in `dir` (one instance only). */
    url: values.DATABASE_URL,
    /** The embedded database's folder, relative to the project (or the release) unless absolute. */
    dir: values.DATABASE_DIR ?? `${values.NEXT_DIST_DIR}/cache/help-insights`,
    /** Longest wait for the database on a request. */
    timeoutMs: values.DATABASE_TIMEOUT_MS,
    /** Raw feedback and search events older than this are rolled up into daily counts, then deleted. */
    retentionDays: values.INSIGHTS_RETENTION_DAYS,
    /** Mixed into each day's random visitor key; undefined: the day's key alone. */
    visitorSecret: values.INSIGHTS_VISITOR_SECRET,
    /** Where a day begins and ends: one answer per visitor per article per day. */
    timeZone: values.INSIGHTS_TIME_ZONE,
  };
}
