// Every request carries the page's language as `lang` (docs/architecture.md, rule 3); only the
// manuals, which hold both editions, go without. The contract makes `lang` required on every
// other path, so a query that forgets it does not compile.
import { type Locale, toLangCode } from '../i18n/locales.ts';

type Lang = { lang: ReturnType<typeof toLangCode> };

/** A call's parameters in a locale: its query, if any, with `lang` for the locale. */
export function inLocale(locale: Locale): { params: { query: Lang } };
export function inLocale<Q extends object>(
  locale: Locale,
  query: Q,
): { params: { query: Lang & Q } };
export function inLocale(locale: Locale, query: object = {}) {
  return { params: { query: { lang: toLangCode(locale), ...query } } };
}
