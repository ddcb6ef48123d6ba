// The bar on every page while an editor previews drafts (app/api/preview): it says so and
// offers the way out. When the preview has ended (its link expired, or PREVIEW_SECRET was
// rotated) while the browser still carries Next's draft cookie, the page shows published content
// and the bar says the preview ended. Nothing for anyone else: outside draft mode it renders
// nothing, and the page stays static.
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { draftState } from '#lib/preview/draft-state.ts';
import styles from './preview-bar.module.css';
import { PreviewExitLink } from './preview-exit-link.tsx';

export async function PreviewBar({ locale }: { locale: Locale }) {
  const state = await draftState();
  if (state === 'off') return null;
  const { t } = await getTranslation(locale, 'common');
  const on = state === 'on';
  return (
    <aside className={styles.bar} aria-label={t('draftPreview.region')}>
      <p className={styles.text} role="status">
        {on ? t('draftPreview.text') : t('draftPreview.ended')}
      </p>
      <PreviewExitLink
        className={styles.leave}
        label={on ? t('draftPreview.leave') : t('draftPreview.close')}
      />
    </aside>
  );
}
