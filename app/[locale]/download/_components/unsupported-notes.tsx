// One note per system the site has no package for. All are rendered hidden; CSS shows the one
// that matches the visitor's system once the detection has marked the list: in the page's flow
// when known before the first paint, laid over the page with its close button when known later.
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import type { UnsupportedReason } from '#lib/platform-detect.ts';
import styles from './overview.module.css';

const reasons: readonly UnsupportedReason[] = ['ios', 'windows-arm', 'linux-arm'];

export async function UnsupportedNotes({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'download');
  return reasons.map((reason) => (
    <p key={reason} className={styles.note} data-note={reason}>
      <span>{t(`detect.notes.${reason}`)}</span>
      <button type="button" className={styles.closeNote} data-close-note>
        {t('detect.close')}
      </button>
    </p>
  ));
}
