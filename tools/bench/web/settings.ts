// What `npm run bench:web` measures: the pages Lighthouse loads in each locale, how many runs
// each, the ports, and the goals printed beside the figures.
import { config, type Config } from '#lib/config/index.ts';
import { type Locale, locales } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/navigation.ts';

/** The pages Lighthouse loads, by the name BENCH_WEB_PAGES picks them with. */
export const webBenchPages = [
  { name: 'home', path: '/' },
  { name: 'download', path: '/download' },
  { name: 'support', path: '/support' },
  // An article with a table, a code block and a PNG picture in its text.
  { name: 'article', path: '/support/2/2011' },
  { name: 'announcements', path: '/announcement' },
  // The newest announcement: a cover and pictures in its text.
  { name: 'announcement', path: '/announcement/32' },
  { name: 'show', path: '/show' },
] as const;

export type WebBenchPage = { name: string; locale: Locale; url: string };

export type WebBenchSettings = {
  /** Lighthouse runs per page; the median run by performance score is reported. */
  runs: number;
  pages: WebBenchPage[];
  /** Fixed ports, or undefined for free ones. */
  sitePort: number | undefined;
  barePort: number | undefined;
  contentPort: number | undefined;
  /** False: serve the builds already there instead of building again. */
  build: boolean;
  /** Lighthouse's default, simulated throttling, or `devtools` (applied while loading). */
  throttlingMethod: 'simulate' | 'devtools';
};

/** The goals: the bench prints them beside the figures and says by how much one is missed. */
export const webGoals = {
  performance: 95,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
  /** CLS as Lighthouse shows it, to two decimals. */
  cls: 0,
  /** Home first-load JavaScript over the bare page's. */
  homeFirstLoadRatio: 1.1,
} as const;

/** Every known page in both locales, or those BENCH_WEB_PAGES names (comma-separated). */
export function selectPages(names: readonly string[]): WebBenchPage[] {
  const unknown = names.filter((name) => !webBenchPages.some((page) => page.name === name));
  if (unknown.length > 0) {
    const known = webBenchPages.map((page) => page.name).join(', ');
    throw new Error(`BENCH_WEB_PAGES: unknown ${unknown.join(', ')} (known: ${known})`);
  }
  const chosen = webBenchPages.filter((page) => names.length === 0 || names.includes(page.name));
  return chosen.flatMap((page) =>
    locales.map((locale) => ({
      name: page.name,
      locale,
      url: localizedPath(locale, page.path),
    })),
  );
}

export function webBenchSettings(
  { bench }: Config['tooling'] = config().tooling,
): WebBenchSettings {
  const { web } = bench;
  return {
    runs: web.runs,
    pages: selectPages(web.pages),
    sitePort: web.sitePort,
    barePort: web.barePort,
    contentPort: web.contentPort,
    build: web.build,
    throttlingMethod: web.throttling,
  };
}
