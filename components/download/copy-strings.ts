// The copy button's translated strings, for server parents to hand to the client button.
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import type { CopyStrings } from './copy-button.tsx';

export async function copyStrings(locale: Locale) {
  const { t } = await getTranslation(locale, 'download');
  const button: CopyStrings = {
    copy: t('copy.copy'),
    copied: t('copy.copied'),
    failed: t('copy.failed'),
  };
  return {
    button,
    hash: (name: string, version: string) => t('copy.hash', { name, version }),
    command: (name: string) => t('copy.command', { name }),
  };
}
