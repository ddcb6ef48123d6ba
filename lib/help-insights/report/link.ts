// Signed links to the report page, made the way preview links are (lib/preview/preview-link.ts):
// the Standard Webhooks signature (`v1,` + base64 HMAC-SHA256, with PREVIEW_SECRET) over
// `help-report.<expires>.<from>.<to>.<locale>`, so that a link shows exactly the period and
// locale it was made for, until it expires, to whoever holds it. The page's own path is the
// page's choice; the signature does not cover it.
import { timingSafeEqual } from 'node:crypto';
import { sign } from '../../webhook/standard-webhooks.ts';
import type { ReportPeriod } from './period.ts';
import { readPeriod } from './period.ts';

export const defaultReportLinkHours = 24;
/** A report link lasts at most a week: long enough to share, short enough to fade. */
export const maxReportLinkHours = 7 * 24;
const clockSkewSeconds = 60;

function signature(secret: string, period: ReportPeriod, expires: number): string {
  return sign(
    secret,
    'help-report',
    expires,
    `${period.from}.${period.to}.${period.locale ?? 'all'}`,
  );
}

/** The page at `path` of `site`, signed for `period`. */
export function reportLink(
  site: string,
  path: string,
  secret: string,
  period: ReportPeriod,
  options: { hours?: number; now?: number } = {},
): URL {
  const hours = options.hours ?? defaultReportLinkHours;
  if (!(hours > 0 && hours <= maxReportLinkHours)) {
    throw new Error(`a report link lasts 1 to ${maxReportLinkHours} hours, not ${hours}`);
  }
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + Math.round(hours * 3600);
  const link = new URL(path, site);
  link.searchParams.set('from', period.from);
  link.searchParams.set('to', period.to);
  link.searchParams.set('locale', period.locale ?? 'all');
  link.searchParams.set('expires', String(expires));
  link.searchParams.set('signature', signature(secret, period, expires));
  return link;
}

export type ReportLinkVerdict =
  | { ok: true; period: ReportPeriod; expires: number }
  | { ok: false; status: 400 | 401; message: string };

/**
 * Checks a report link's query: its period first (400), then its signature and time (401). The
 * report page shows nothing unless this says ok, and then that period and locale only.
 */
export function checkReportLink(
  query: URLSearchParams,
  secret: string | undefined,
  now: number = Date.now(),
): ReportLinkVerdict {
  const one = (name: string) => {
    const values = query.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const from = one('from');
  const to = one('to');
  const locale = one('locale');
  if (from === undefined || to === undefined || locale === undefined) {
    return { ok: false, status: 400, message: 'from, to and locale are each required once' };
  }
  const read = readPeriod({ from, to, locale }, to);
  if (!read.ok) return { ok: false, status: 400, message: read.message };
  if (!secret) {
    return {
      ok: false,
      status: 401,
      message: 'report links are off: the site has no PREVIEW_SECRET',
    };
  }
  const expires = one('expires');
  const given = one('signature');
  if (expires === undefined || given === undefined || !/^\d{1,12}$/.test(expires)) {
    return { ok: false, status: 401, message: 'expires (Unix seconds) and signature are required' };
  }
  const seconds = Number(expires);
  if (seconds < now / 1000) {
    return { ok: false, status: 401, message: 'this report link has expired: ask for a new one' };
  }
  if (seconds > now / 1000 + maxReportLinkHours * 3600 + clockSkewSeconds) {
    return {
      ok: false,
      status: 401,
      message: `a report link lasts at most ${maxReportLinkHours} hours`,
    };
  }
  const expected = Buffer.from(signature(secret, read.period, seconds));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, status: 401, message: 'signature does not match this link' };
  }
  return { ok: true, period: read.period, expires: seconds };
}
