// Typed translation keys: t('nav.download') is checked against the Chinese strings, and the
// keys test keeps the English ones identical.
import 'i18next';
import type common from '../../locales/zh/common.json';
import type home from '../../locales/zh/home.json';
import type pages from '../../locales/zh/pages.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; home: typeof home; pages: typeof pages };
  }
}
