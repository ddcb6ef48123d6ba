// Translations in Server Components: an i18next instance per call, holding one locale.
import 'server-only';
import { createInstance } from 'i18next';
import { localeTags, type Locale } from './locales.ts';
import { loadResources, type Namespace } from './resources.ts';

export async function getTranslation<N extends Namespace>(locale: Locale, ns: N) {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    ns: [ns],
    defaultNS: ns,
    resources: { [locale]: await loadResources(locale, [ns]) },
    interpolation: { escapeValue: false },
  });
  return { t: i18n.getFixedT(locale, ns), locale, tag: localeTags[locale] };
}
