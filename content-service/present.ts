// Turns seed records into the response shapes of content-schema/openapi.yaml for one language.
// Root-relative file paths become absolute URLs on the service's public origin.
import type { IndexedArticle, Lang } from './search.ts';
import { excerptOf } from './search.ts';
import type { SeedAnnouncement, SeedHelpType, SeedPackage } from './seed-schema.ts';

export function absolute(origin: string, path: string): string {
  return origin + path;
}

/** Rewrites `src="/files/…"` and `href="/files/…"` in rich text to the public origin. */
export function absoluteHtml(origin: string, html: string): string {
  return html.replace(/\b(src|href)=(["'])\/files\//g, `$1=$2${origin}/files/`);
}

export function announcementSummary(a: SeedAnnouncement, lang: Lang, origin: string) {
  return {
    id: a.id,
    title: a[lang].title,
    summary: a[lang].summary,
    cover: a.cover === null ? null : absolute(origin, a.cover),
    category: a.category,
    pinned: a.pinned,
    publishTime: a.publishTime,
  };
}

export function packageOf(
  p: SeedPackage,
  lang: Lang,
  origin: string,
  place: {
    os: 'windows' | 'macos' | 'linux' | 'android';
    distribution: 'ubuntu' | 'centos' | 'debian' | null;
  },
) {
  const versions = p.versions.map((v) => ({
    version: v.version,
    releaseDate: v.releaseDate,
    size: v.size,
    fileName: v.fileName,
    downloadUrl: absolute(origin, `/files/downloads/${v.fileName}`),
    sha256: v.sha256,
    releaseNotes: absoluteHtml(origin, v[lang].releaseNotes),
  }));
  const [current, ...history] = versions;
  if (!current) throw new Error(`package ${p.id} has no version`);
  return {
    id: p.id,
    product: p.product,
    name: p[lang].name,
    ...place,
    arch: p.arch,
    minOsVersion: p.minOsVersion,
    ...current,
    history,
  };
}

export function helpTypeOf(t: SeedHelpType, lang: Lang) {
  return {
    id: t.id,
    title: t[lang].title,
    description: t[lang].description,
    icon: t.icon,
    sort: t.sort,
  };
}

function placeOf(a: IndexedArticle, lang: Lang) {
  return {
    typeId: a.typeId,
    subId: a.subId,
    typeTitle: a.typeTitle[lang],
    subTitle: a.subTitle[lang],
    updateTime: a.updateTime,
  };
}

export function articleOf(a: IndexedArticle, lang: Lang, origin: string) {
  return {
    id: a.id,
    title: a.title[lang],
    content: absoluteHtml(origin, a.content[lang]),
    ...placeOf(a, lang),
  };
}

export function searchHitOf(a: IndexedArticle, lang: Lang, keyword: string) {
  return {
    id: a.id,
    title: a.title[lang],
    excerpt: excerptOf(a, lang, keyword),
    ...placeOf(a, lang),
  };
}
