// A page's title from the page titles (locales/*/pages.json), and the metadata built on it.
import type { Metadata } from 'next';
import type pageTitles from '#locales/zh/pages.json';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Namespace } from '#lib/i18n/resources.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from './params.ts';

export type PageTitleKey = keyof typeof pageTitles;

type Translate<N extends Namespace> = Awaited<ReturnType<typeof getTranslation<N>>>['t'];

/** A description in a page's own namespace: `{ ns: 'family', text: (t) => t('meta.description') }`. */
export type Description<N extends Namespace> = { ns: N; text: (t: Translate<N>) => string };

export async function pageTitle(locale: Locale, key: PageTitleKey): Promise<string> {
  const { t } = await getTranslation(locale, 'pages');
  return t(key);
}

export async function titledMetadata<N extends Namespace>(
  localeParam: string,
  path: string,
  key: PageTitleKey,
  description?: Description<N>,
): Promise<Metadata> {
  const locale = localeOf(localeParam);
  const [title, text] = await Promise.all([
    pageTitle(locale, key),
    description && getTranslation(locale, description.ns).then(({ t }) => description.text(t)),
  ]);
  return pageMetadata(locale, path, title, text);
}
