// The help centre's search box. Without scripts it is a plain GET form to /support?q=…, which
// the help centre's index answers; the live search enhances it.
import type { Locale } from '../../lib/i18n/locales.ts';
import { getTranslation } from '../../lib/i18n/server.ts';
import { localizedPath } from '../../lib/navigation.ts';

export type HelpSearchVariant = 'hero' | 'compact';

export async function HelpSearch(props: { locale: Locale; variant: HelpSearchVariant }) {
  const { t } = await getTranslation(props.locale, 'help-search');
  return (
    <form role="search" action={localizedPath(props.locale, '/support')} method="get">
      <label>
        <span className="visually-hidden">{t('label')}</span>
        <input type="search" name="q" maxLength={100} placeholder={t('placeholder')} />
      </label>
      <button type="submit">{t('submit')}</button>
    </form>
  );
}
