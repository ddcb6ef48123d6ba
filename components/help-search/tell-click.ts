// Tells the site which result the visitor opened after a search (POST /api/help/search-events,
// contract in lib/help-insights/endpoints/search-events.ts). A keepalive request outlives the
// page it leaves; nothing waits for it and a failure is of no concern to the visitor.
import type { HelpSearchAnswer } from '#lib/help-search/types.ts';
import type { Locale } from '#lib/i18n/locales.ts';

export function tellClick(locale: Locale, answer: HelpSearchAnswer | null, clicked: number): void {
  if (!answer) return;
  const body = JSON.stringify({ query: answer.keyword, locale, results: answer.total, clicked });
  try {
    fetch('/api/help/search-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request outright: the click is simply not counted.
  }
}
