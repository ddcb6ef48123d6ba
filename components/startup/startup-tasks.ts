// What the site does once per visit, after the page is interactive and the browser is idle.
// Loaded on demand by SiteStartup, so none of it weighs on a page's first load.
import { loadTongji } from '#lib/analytics/load-tongji.ts';
import { clearOldSite } from '#lib/startup/clear-old-site.ts';

export function runStartup(analyticsId: string | null): void {
  void clearOldSite();
  // Browsers driven by automation (crawlers, monitoring, test runs) declare themselves and are
  // not visitors: counting them would only inflate the statistics.
  if (analyticsId && !navigator.webdriver) loadTongji(analyticsId);
}
