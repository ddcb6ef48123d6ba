// Where each namespace's strings live. Every import is per locale, so a page loads (and ships
// to the browser) only its own locale's strings.
import type { Locale } from './locales.ts';

export const namespaces = [
  'common',
  'home',
  'pages',
  'announcement',
  'showcase',
  'family',
  'contributor',
  'download',
  'help',
  'help-search',
  'help-feedback',
  'draw',
  'global-error',
  'help-report',
] as const;
export type Namespace = (typeof namespaces)[number];

type Strings = { [key: string]: string | Strings };
type Loader = () => Promise<{ default: Strings }>;

const loaders: Record<Locale, Record<Namespace, Loader>> = {
  zh: {
    common: () => import('#locales/zh/common.json'),
    home: () => import('#locales/zh/home.json'),
    pages: () => import('#locales/zh/pages.json'),
    announcement: () => import('#locales/zh/announcement.json'),
    showcase: () => import('#locales/zh/showcase.json'),
    family: () => import('#locales/zh/family.json'),
    contributor: () => import('#locales/zh/contributor.json'),
    download: () => import('#locales/zh/download.json'),
    help: () => import('#locales/zh/help.json'),
    'help-search': () => import('#locales/zh/help-search.json'),
    'help-feedback': () => import('#locales/zh/help-feedback.json'),
    draw: () => import('#locales/zh/draw.json'),
    'global-error': () => import('#locales/zh/global-error.json'),
    'help-report': () => import('#locales/zh/help-report.json'),
  },
  en: {
    common: () => import('#locales/en/common.json'),
    home: () => import('#locales/en/home.json'),
    pages: () => import('#locales/en/pages.json'),
    announcement: () => import('#locales/en/announcement.json'),
    showcase: () => import('#locales/en/showcase.json'),
    family: () => import('#locales/en/family.json'),
    contributor: () => import('#locales/en/contributor.json'),
    download: () => import('#locales/en/download.json'),
    help: () => import('#locales/en/help.json'),
    'help-search': () => import('#locales/en/help-search.json'),
    'help-feedback': () => import('#locales/en/help-feedback.json'),
    draw: () => import('#locales/en/draw.json'),
    'global-error': () => import('#locales/en/global-error.json'),
    'help-report': () => import('#locales/en/help-report.json'),
  },
};

export type Resources = Partial<Record<Namespace, Strings>>;

export async function loadResources(
  locale: Locale,
  wanted: readonly Namespace[],
): Promise<Resources> {
  const loaded = await Promise.all(
    wanted.map(async (ns) => [ns, (await loaders[locale][ns]()).default] as const),
  );
  return Object.fromEntries(loaded);
}
