// The period a report covers, and the one before it that its changes are measured against: as
// many days, ending the day before it starts.
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { addDays, daysBetween, isDay } from '../day.ts';

export type ReportPeriod = {
  /** First day counted, YYYY-MM-DD. */
  from: string;
  /** Last day counted, YYYY-MM-DD. */
  to: string;
  /** One locale's answers and searches; undefined: both. */
  locale?: Locale;
};

/** The longest period a report covers. */
export const maxReportDays = 731;
/** The days a report covers when it is given no start. */
export const defaultReportDays = 30;

export function previousPeriod({ from, to, locale }: ReportPeriod): ReportPeriod {
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1), ...(locale ? { locale } : {}) };
}

export type PeriodInput = { from?: string; to?: string; locale?: string };

/**
 * The period of a report's options (the command's, the report page's query), or what is wrong
 * with them. Without `to`: `today`; without `from`: the 30 days up to `to`.
 */
export function readPeriod(
  input: PeriodInput,
  today: string,
): { ok: true; period: ReportPeriod } | { ok: false; message: string } {
  const to = input.to ?? today;
  if (!isDay(to)) return { ok: false, message: `to must be a day written YYYY-MM-DD, not ${to}` };
  const from = input.from ?? addDays(to, 1 - defaultReportDays);
  if (!isDay(from)) {
    return { ok: false, message: `from must be a day written YYYY-MM-DD, not ${from}` };
  }
  if (from > to) return { ok: false, message: `from (${from}) is after to (${to})` };
  if (daysBetween(from, to) > maxReportDays) {
    return { ok: false, message: `a report covers at most ${maxReportDays} days` };
  }
  const { locale } = input;
  if (locale !== undefined && locale !== 'all' && !isLocale(locale)) {
    return { ok: false, message: `locale must be zh, en or all, not ${locale}` };
  }
  return {
    ok: true,
    period: { from, to, ...(locale !== undefined && isLocale(locale) ? { locale } : {}) },
  };
}
