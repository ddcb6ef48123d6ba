import {
  getLinuxSoftware,
  getManual,
  getManualsUpdateDate,
  getSoftware,
  inParallel,
} from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { platformDetectScript } from '#lib/platform-detect-script.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';
import { DetectionScope } from './_components/detection-scope.tsx';
import { ManualList } from './_components/manual-list.tsx';
import { PlatformCards } from './_components/platform-cards.tsx';
import { UnsupportedNotes } from './_components/unsupported-notes.tsx';
import styles from './_components/overview.module.css';
import intro from '#components/page-intro.module.css';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/download'>) {
  return titledMetadata((await params).locale, '/download', 'download', {
    ns: 'download',
    text: (t) => t('overview.description'),
  });
}

export default async function DownloadPage({ params }: PageProps<'/[locale]/download'>) {
  const locale = localeOf((await params).locale);
  // No try/catch: a failed read fails the render, and ISR keeps serving the last good page.
  const [data, { t }, title] = await Promise.all([
    inParallel({
      windows: getSoftware({ locale, os: 'windows' }),
      macos: getSoftware({ locale, os: 'macos' }),
      linux: getLinuxSoftware({ locale, distribution: 'ubuntu' }),
      android: getSoftware({ locale, os: 'android' }),
      manualsDate: getManualsUpdateDate({ locale }),
      mantisoft: getManual('MantiSoft'),
      mantisurf: getManual('MantiSurf'),
      mantisolo: getManual('MantiSolo'),
    }),
    getTranslation(locale, 'download'),
    pageTitle(locale, 'download'),
  ]);
  return (
    <>
      <header className={intro.intro}>
        <div className="container">
          <h1 className={intro.title}>{title}</h1>
          <p className={intro.lead}>{t('overview.lead')}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <DetectionScope
          className={styles.scope}
          script={<script dangerouslySetInnerHTML={{ __html: platformDetectScript }} />}
        >
          <UnsupportedNotes locale={locale} />
          <PlatformCards locale={locale} software={data} />
        </DetectionScope>
        <ManualList
          locale={locale}
          updateDate={data.manualsDate.updateDate}
          manuals={[data.mantisoft, data.mantisurf, data.mantisolo]}
        />
      </div>
    </>
  );
}
