// The download levels with children (/download/mac, /download/linux) and the pages of their
// children share their words: the level's title, lead and tabs, and each child's name and title.
import type { Metadata } from 'next';
import { type Level, type LevelChild, levels } from '#components/download/levels.ts';
import type { Tab } from '#components/download/platform-page.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { type PageTitleKey, pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';

const levelWords = {
  mac: {
    platform: 'macOS',
    title: 'platform.macTitle',
    lead: 'platform.macLead',
    choose: 'platform.macChoose',
  },
  linux: {
    platform: 'Linux',
    title: 'platform.linuxTitle',
    lead: 'platform.linuxLead',
    choose: 'platform.linuxChoose',
  },
} as const;

const childWords = {
  apple: { name: 'platform.macApple', title: 'downloadMacApple' },
  intel: { name: 'platform.macIntel', title: 'downloadMacIntel' },
  ubuntu: { name: 'platform.ubuntu', title: 'downloadLinuxUbuntu' },
  centos: { name: 'platform.centos', title: 'downloadLinuxCentos' },
  debian: { name: 'platform.debian', title: 'downloadLinuxDebian' },
} as const satisfies Record<LevelChild<Level>, { name: string; title: PageTitleKey }>;

type DownloadT = Awaited<ReturnType<typeof getTranslation<'download'>>>['t'];

function tabsOf(t: DownloadT, level: Level, current?: LevelChild<Level>): Tab[] {
  return levels[level].children.map((child) => ({
    path: `/download/${level}/${child}`,
    label: t(childWords[child].name),
    current: child === current,
  }));
}

// A level's page only forwards to a child: search engines should list its children instead.
export async function levelMetadata(localeParam: string, level: Level): Promise<Metadata> {
  const locale = localeOf(localeParam);
  const { t } = await getTranslation(locale, 'download');
  return {
    ...pageMetadata(locale, `/download/${level}`, t(levelWords[level].title)),
    robots: { index: false, follow: true },
  };
}

/** A level's page: its title and the tabs to its children. */
export async function loadLevel(localeParam: string, level: Level) {
  const locale = localeOf(localeParam);
  const { t } = await getTranslation(locale, 'download');
  const words = levelWords[level];
  return { locale, level, title: t(words.title), label: t(words.choose), tabs: tabsOf(t, level) };
}

export function levelChildMetadata<L extends Level>(
  localeParam: string,
  level: L,
  child: LevelChild<L>,
): Promise<Metadata> {
  return titledMetadata(localeParam, `/download/${level}/${child}`, childWords[child].title);
}

/** The frame of a child's page: its title, the level's lead and tabs, and the platform named. */
export async function loadLevelChild<L extends Level>(
  locale: Locale,
  level: L,
  child: LevelChild<L>,
) {
  const words = levelWords[level];
  const [{ t }, title] = await Promise.all([
    getTranslation(locale, 'download'),
    pageTitle(locale, childWords[child].title),
  ]);
  return {
    title,
    lead: t(words.lead),
    tabs: { label: t(words.choose), items: tabsOf(t, level, child) },
    platform: `${words.platform} (${t(childWords[child].name)})`,
  };
}
