// A download level with children (/download/mac, /download/linux): a static page whose script
// moves on to the right child at once; its links serve visitors without JavaScript.
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { LevelRedirect } from './level-redirect.tsx';
import type { Level } from './levels.ts';
import { PlatformPage, type Tab } from './platform-page.tsx';

type Props = { locale: Locale; level: Level; title: string; label: string; tabs: Tab[] };

export async function LevelPage({ locale, level, title, label, tabs }: Props) {
  const { t } = await getTranslation(locale, 'download');
  return (
    <>
      <LevelRedirect level={level} />
      <PlatformPage
        locale={locale}
        title={title}
        lead={t('platform.redirecting')}
        tabs={{ label, items: tabs }}
        platform={title}
        isEmpty={false}
      />
    </>
  );
}
