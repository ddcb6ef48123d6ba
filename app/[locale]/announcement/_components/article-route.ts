// The detail routes (/announcement/{id} and /announcement/{id}/{part}) share their loader and
// metadata; a part address is the same page, so its canonical is the announcement's own.
import type { Metadata } from 'next';
import { getAnnouncement } from '#lib/content/index.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { orNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { idOf, localeOf } from '#app/[locale]/_routes/params.ts';
import { feedAlternates } from './feed-link.ts';

export async function loadArticle(params: { locale: string; id: string }) {
  const locale = localeOf(params.locale);
  const id = idOf(params.id);
  const announcement = await orNotFound(getAnnouncement({ locale, id }));
  return { locale, announcement };
}

export async function articleMetadata(params: { locale: string; id: string }): Promise<Metadata> {
  const { locale, announcement } = await loadArticle(params);
  const metadata = pageMetadata(
    locale,
    `/announcement/${announcement.id}`,
    announcement.title,
    announcement.summary,
  );
  return {
    ...metadata,
    alternates: { ...metadata.alternates, ...(await feedAlternates(locale)) },
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: new Date(announcement.publishTime * 1000).toISOString(),
      ...(announcement.cover ? { images: [announcement.cover] } : {}),
    },
  };
}

/** A part as it arrives in the URL, decoded once; a broken escape is kept as it is. */
export function partOf(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
