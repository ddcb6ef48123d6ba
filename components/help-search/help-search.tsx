// The help centre's search box. Without scripts it is a plain GET form to /support?q=…; with
// them it searches as the visitor types (search-shell.tsx loads the live part on first use).
import { config } from '#lib/config/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import type { HelpSearchLabels } from './labels.ts';
import type { HelpSearchVariant } from './search-field.tsx';
import { SearchShell } from './search-shell.tsx';

export async function HelpSearch(props: { locale: Locale; variant: HelpSearchVariant }) {
  const { t } = await getTranslation(props.locale, 'help-search');
  const labels: HelpSearchLabels = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    shortcut: t('shortcut'),
    results: t('results'),
    countOne: t('countOne'),
    count: t('count'),
    more: t('more'),
    showMore: t('showMore'),
    empty: t('empty'),
    loading: t('loading'),
    slow: t('slow'),
    failed: t('failed'),
    limited: t('limited'),
    retry: t('retry'),
    tooLong: t('tooLong'),
    recent: t('recent'),
    removeRecent: t('removeRecent'),
    clearRecent: t('clearRecent'),
  };
  return (
    <SearchShell
      locale={props.locale}
      variant={props.variant}
      action={localizedPath(props.locale, '/support')}
      labels={labels}
      tellClicks={config().database.enabled}
    />
  );
}
