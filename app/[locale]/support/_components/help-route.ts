// The loaders of the heading, section and article routes. Bad ids are 404s before any read; a
// heading, section or article the service does not know is a 404; a section or an article under
// another heading is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getHelpArticle, getHelpSubs } from '#lib/content/index.ts';
import { helpSectionPath } from '#lib/help-tree/paths.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { orNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { idOf, localeOf } from '#app/[locale]/_routes/params.ts';
import { summaryOf } from './article-summary.ts';
import { placeOf } from './section-place.ts';

export async function loadTopic(params: { locale: string; id: string }) {
  const locale = localeOf(params.locale);
  const typeId = idOf(params.id);
  const topic = await orNotFound(getHelpSubs({ locale, typeId }));
  return { locale, topic };
}

export async function loadSection(params: { locale: string; id: string; subId: string }) {
  const sectionId = idOf(params.subId);
  const { locale, topic } = await loadTopic(params);
  const section = topic.items.find((each) => each.id === sectionId);
  if (!section) notFound();
  return { locale, topic, section };
}

export async function loadArticle(params: { locale: string; id: string; ids: string }) {
  const locale = localeOf(params.locale);
  const typeId = idOf(params.id);
  const articleId = idOf(params.ids);
  const [article, topic] = await Promise.all([
    orNotFound(getHelpArticle({ locale, id: articleId })),
    orNotFound(getHelpSubs({ locale, typeId })),
  ]);
  if (article.typeId !== typeId) notFound();
  return { locale, article, topic, place: placeOf(topic.items, article.id) };
}

export async function topicMetadata(params: { locale: string; id: string }): Promise<Metadata> {
  const { locale, topic } = await loadTopic(params);
  const { type } = topic;
  return pageMetadata(locale, `/support/${type.id}`, type.title, type.description);
}

export async function sectionMetadata(params: {
  locale: string;
  id: string;
  subId: string;
}): Promise<Metadata> {
  const { locale, topic, section } = await loadSection(params);
  const { t } = await getTranslation(locale, 'help');
  const names = { section: section.title, heading: topic.type.title };
  return pageMetadata(
    locale,
    helpSectionPath(topic.type.id, section.id),
    t('section.title', names),
    t('section.description', { ...names, count: section.articles.length }),
  );
}

export async function articleMetadata(params: {
  locale: string;
  id: string;
  ids: string;
}): Promise<Metadata> {
  const { locale, article } = await loadArticle(params);
  const metadata = pageMetadata(
    locale,
    `/support/${article.typeId}/${article.id}`,
    article.title,
    summaryOf(article.content),
  );
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      modifiedTime: new Date(article.updateTime * 1000).toISOString(),
    },
  };
}
