// The header's drawing button with what the server knows: its text in the page's locale and
// whether drawings come from the demo (read while the page is generated).
import { isDrawDemo } from '#lib/draw/server.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { DrawButton } from './draw-button.tsx';

export async function DrawEntry({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'draw');
  return <DrawButton locale={locale} label={t('dialog.open')} demo={isDrawDemo()} />;
}
