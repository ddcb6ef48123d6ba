'use client';
// Gives Client Components the strings of the page's locale, passed down by the layout so the
// browser never downloads the other locale.
import { createInstance } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Resources } from '#lib/i18n/resources.ts';

export function I18nProvider(props: { locale: Locale; resources: Resources; children: ReactNode }) {
  const [i18n] = useState(() => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: props.locale,
      resources: { [props.locale]: props.resources },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return instance;
  });
  return <I18nextProvider i18n={i18n}>{props.children}</I18nextProvider>;
}
