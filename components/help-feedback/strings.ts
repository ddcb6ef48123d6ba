// The widget's strings. The server hands the slot the three it shows first (the question and the
// two answers); the rest come with the interactive part, fetched after the article has rendered.
import type strings from '#locales/zh/help-feedback.json';
import type { Locale } from '#lib/i18n/locales.ts';

export type FeedbackStrings = typeof strings;

export type AskLabels = Pick<FeedbackStrings, 'question' | 'yes' | 'no'>;

export function loadFeedbackStrings(locale: Locale): Promise<FeedbackStrings> {
  const loading =
    locale === 'en'
      ? import('#locales/en/help-feedback.json')
      : import('#locales/zh/help-feedback.json');
  return loading.then((loaded) => loaded.default);
}
