// Every page of the site that the budgets cover: first-load JavaScript
// (integration/budgets.test.ts, tools/bench/measure-first-load.ts), render-blocking CSS
// (integration/stylesheets.test.ts) and accessibility and layout shift (e2e/a11y.spec.ts), each
// in both locales.
// One entry per route; dynamic routes use real ids from content-service/seed/.
// A new route gets its entry here, and every budget then holds for it.
import { locales, type Locale } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/navigation.ts';

/** The home page has the tighter first-load budget: it is where most visits start. */
export type BudgetKind = 'home' | 'page';

export const firstLoadBudgetKb: Record<BudgetKind, number> = { home: 160, page: 170 };

/** The stylesheets a page's first paint waits for, gzip (integration/stylesheets.test.ts). */
export const renderBlockingCssBudgetKb = 10;

export type SitePage = {
  /** Short name for logs and test titles. */
  name: string;
  /** Path without the locale prefix, as the Chinese site serves it; may carry a query. */
  path: string;
  /** The English path where it differs: a heading's id is made from its text, in its language. */
  englishPath?: string;
  budget: BudgetKind;
};

export const sitePages: SitePage[] = [
  { name: 'home', path: '/', budget: 'home' },
  { name: 'announcements', path: '/announcement', budget: 'page' },
  { name: 'announcements page 2', path: '/announcement/page/2', budget: 'page' },
  { name: 'announcement category', path: '/announcement/category/event', budget: 'page' },
  // The newest, pinned announcement: cover, headings, an image and a table in its text.
  { name: 'announcement', path: '/announcement/32', budget: 'page' },
  // An announcement without a cover, opened at a part of its body.
  {
    name: 'announcement part',
    path: `/announcement/1/${encodeURIComponent('如何注册')}`,
    englishPath: '/announcement/1/how-to-join',
    budget: 'page',
  },
  { name: 'showcase', path: '/show', budget: 'page' },
  { name: 'showcase grid', path: '/show/index1', budget: 'page' },
  { name: 'family', path: '/family', budget: 'page' },
  { name: 'contributors', path: '/contributor', budget: 'page' },
  { name: 'contributor', path: '/contributor/user/detail?id=1', budget: 'page' },
  { name: 'download', path: '/download', budget: 'page' },
  { name: 'windows', path: '/download/windows', budget: 'page' },
  { name: 'windows package', path: '/download/windows/1', budget: 'page' },
  { name: 'mac apple', path: '/download/mac/apple', budget: 'page' },
  { name: 'mac intel', path: '/download/mac/intel', budget: 'page' },
  { name: 'linux ubuntu', path: '/download/linux/ubuntu', budget: 'page' },
  { name: 'linux centos', path: '/download/linux/centos', budget: 'page' },
  { name: 'linux debian', path: '/download/linux/debian', budget: 'page' },
  { name: 'support', path: '/support', budget: 'page' },
  { name: 'support topic', path: '/support/1', budget: 'page' },
  { name: 'support section', path: '/support/1/section/101', budget: 'page' },
  // An article with a table, a code block and a PNG picture in its text.
  { name: 'support article', path: '/support/2/2011', budget: 'page' },
];

export type LocalePage = SitePage & { locale: Locale; url: string };

/** A page's URL in each locale: `/x` in Chinese, `/en/x` in English. */
export function localeUrls(page: SitePage): LocalePage[] {
  return locales.map((locale) => {
    const path = (locale === 'en' && page.englishPath) || page.path;
    const at = path.indexOf('?');
    const pathname = at < 0 ? path : path.slice(0, at);
    const query = at < 0 ? '' : path.slice(at);
    return { ...page, locale, url: localizedPath(locale, pathname) + query };
  });
}

/** Every page of sitePages in every locale: the Chinese one, then the English one. */
export const localePages: LocalePage[] = sitePages.flatMap(localeUrls);
