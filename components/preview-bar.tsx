// The bar on every page while an editor previews drafts (app/api/preview): it says so and
// offers the way out. Nothing for anyone else: outside draft mode it renders nothing, and the
// page stays static.
import { draftMode } from 'next/headers';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from './preview-bar.module.css';
import { PreviewExitLink } from './preview-exit-link.tsx';

export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await draftMode()).isEnabled) return null;
  const { t } = await getTranslation(locale, 'common');
  return (
    <aside className={styles.bar} aria-label={t('draftPreview.region')}>
      <p className={styles.text} role="status">
        {t('draftPreview.text')}
      </p>
      <PreviewExitLink className={styles.leave} label={t('draftPreview.leave')} />
    </aside>
  );
}
