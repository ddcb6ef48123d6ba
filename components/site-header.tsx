// The sticky header of every page: logo, main navigation, language switch and, on narrow
// screens, the slide menu.
import { Picture } from '#components/picture.tsx';
import { IdleLink as Link } from './idle-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import {
  languageSwitchLabels,
  mobileMenuLabels,
  navLabels,
  appButtonLabels,
} from '#components/shell-labels.ts';
import { config } from '#lib/config/index.ts';
import { localizedPath } from '#lib/navigation.ts';
import { siteName } from '#lib/site-config.ts';
import { DrawEntry } from './draw-dialog/draw-entry.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavList } from './nav-list.tsx';
import styles from './site-header.module.css';
import { UseAppButton } from './use-app-button.tsx';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'common');
  const { appAddress } = config().site;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link
          href={localizedPath(locale, '/')}
          className={styles.logo}
          aria-label={t('header.home')}
        >
          <Picture src="/logo.svg" alt="" width={36} height={36} loading="eager" unoptimized />
          <span className={styles.wordmark}>{siteName}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <NavList variant="bar" labels={navLabels(t)} />
        </nav>
        <div className={styles.actions}>
          <DrawEntry locale={locale} />
          <UseAppButton
            className={styles.useApp}
            labels={appButtonLabels(t)}
            appAddress={appAddress}
            compact
          />
          <LanguageSwitch labels={languageSwitchLabels(t)} />
          <MobileMenu labels={mobileMenuLabels(t)} appAddress={appAddress} />
        </div>
        {/* The buttons show once this, after the last of them, has been parsed (see the CSS). */}
        <span data-actions-end hidden />
      </div>
    </header>
  );
}
