// Typed translation keys: t('nav.download') is checked against the Chinese strings, and the
// keys test keeps the English ones identical.
import 'i18next';
import type common from '#locales/zh/common.json';
import type home from '#locales/zh/home.json';
import type pages from '#locales/zh/pages.json';
import type announcement from '#locales/zh/announcement.json';
import type showcase from '#locales/zh/showcase.json';
import type family from '#locales/zh/family.json';
import type contributor from '#locales/zh/contributor.json';
import type download from '#locales/zh/download.json';
import type help from '#locales/zh/help.json';
import type helpSearch from '#locales/zh/help-search.json';
import type helpFeedback from '#locales/zh/help-feedback.json';
import type draw from '#locales/zh/draw.json';
import type globalError from '#locales/zh/global-error.json';
import type helpReport from '#locales/zh/help-report.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      pages: typeof pages;
      announcement: typeof announcement;
      showcase: typeof showcase;
      family: typeof family;
      contributor: typeof contributor;
      download: typeof download;
      help: typeof help;
      'help-search': typeof helpSearch;
      'help-feedback': typeof helpFeedback;
      draw: typeof draw;
      'global-error': typeof globalError;
      'help-report': typeof helpReport;
    };
  }
}
