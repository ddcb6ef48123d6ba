// The announcement feed of each locale, announced by <link rel="alternate"> on every
// announcement page.
import type { Metadata } from 'next';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';

export const feedPath = '/announcement/feed.xml';

export async function feedAlternates(locale: Locale): Promise<NonNullable<Metadata['alternates']>> {
  const { t } = await getTranslation(locale, 'announcement');
  return {
    types: {
      'application/atom+xml': [{ url: localizedPath(locale, feedPath), title: t('feed.title') }],
    },
  };
}
