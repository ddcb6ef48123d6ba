// The frame of one platform's card: icon, name, the "Your system" label that CSS shows when the
// visitor's platform is detected, and either the card's body or a translated empty state.
import type { ReactNode } from 'react';
import { AndroidIcon, AppleIcon, LinuxIcon, WindowsIcon } from '#components/icons.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from './overview.module.css';

export type CardPlatform = 'windows' | 'macos' | 'linux' | 'android';

const icons = { windows: WindowsIcon, macos: AppleIcon, linux: LinuxIcon, android: AndroidIcon };

type Props = { locale: Locale; platform: CardPlatform; empty: boolean; children: ReactNode };

export async function PlatformCard({ locale, platform, empty, children }: Props) {
  const { t } = await getTranslation(locale, 'download');
  const Icon = icons[platform];
  const name = t(`overview.platforms.${platform}`);
  const titleId = `platform-${platform}`;
  return (
    <li className={styles.card} data-card={platform}>
      <article className={styles.cardBody} aria-labelledby={titleId}>
        <header className={styles.cardHead}>
          <Icon size={32} />
          <h2 id={titleId} className={styles.cardTitle}>
            {name}
          </h2>
          <span className={styles.yours}>{t('detect.yours')}</span>
        </header>
        {empty ? (
          <p className={styles.empty}>{t('overview.empty', { platform: name })}</p>
        ) : (
          children
        )}
      </article>
    </li>
  );
}
