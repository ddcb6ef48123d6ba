// `npm run report:help -- --link [--hours N]`: a signed link to the report page (/help-report,
// lib/help-report) for the period and locale chosen, for the site at SITE_URL, signed with
// PREVIEW_SECRET as the site's own. Nothing is read from the database: the page reads it.
import { config, configProblems } from '#lib/config/index.ts';
import {
  defaultReportLinkHours,
  maxReportLinkHours,
  reportLink,
} from '#lib/help-insights/report/link.ts';
import type { ReportPeriod } from '#lib/help-insights/report/period.ts';

export const linkUsage = `  --link: print a signed link to the report page instead (no database needed); --hours: how
  long it works, 1 to ${maxReportLinkHours} (default ${defaultReportLinkHours})`;

/** The link, or what is wrong: the one line to print. */
export function helpReportLink(
  period: ReportPeriod,
  hours: string | undefined,
): { ok: true; link: string } | { ok: false; message: string } {
  const count = Number(hours ?? defaultReportLinkHours);
  if (!Number.isInteger(count) || count < 1 || count > maxReportLinkHours) {
    return { ok: false, message: `--hours must be a whole number from 1 to ${maxReportLinkHours}` };
  }
  // Not the default address in place of a mistyped one: the link would open the wrong site.
  const siteProblem = configProblems().find(({ name }) => name === 'SITE_URL');
  if (siteProblem) return { ok: false, message: siteProblem.line };
  const secret = config().content.previewSecret;
  if (!secret) {
    return {
      ok: false,
      message: 'PREVIEW_SECRET is not set: use the same value as the site (docs/content-team.md).',
    };
  }
  return {
    ok: true,
    link: reportLink(config().site.url, '/help-report', secret, period, { hours: count }).href,
  };
}
