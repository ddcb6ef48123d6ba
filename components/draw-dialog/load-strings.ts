// The `draw` namespace of the page's locale, fetched when the dialog is first opened and handed
// to it as a prop: the only strings a page carries before that are the button's.
import type { Locale } from '#lib/i18n/locales.ts';
import type { DrawStrings } from './strings.ts';

export function loadDrawStrings(locale: Locale): Promise<DrawStrings> {
  const loading =
    locale === 'en' ? import('#locales/en/draw.json') : import('#locales/zh/draw.json');
  return loading.then((loaded) => loaded.default);
}
