// The footer of every page: follow and download icons, pages not in the navigation, copyright
// and the ICP filing number.
// A page that sets the no-data flag hides it (see globals.css).
import { Picture } from '#components/picture.tsx';
import { config } from '#lib/config/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { wechatLabels } from '#components/shell-labels.ts';
import { downloadTargets, icp, siteName, social } from '#lib/site-config.ts';
import {
  AndroidIcon,
  AppleIcon,
  FacebookIcon,
  LinuxIcon,
  TwitterIcon,
  WindowsIcon,
} from './icons.tsx';
import styles from './site-footer.module.css';
import { SiteLink } from './site-link.tsx';
import { WechatButton } from './wechat-button.tsx';

const socialLinks = [
  { key: 'facebook', href: social.facebook, Icon: FacebookIcon },
  { key: 'twitter', href: social.twitter, Icon: TwitterIcon },
] as const;
// Pages the navigation does not lead to (its contributor entry stays disabled on purpose).
const moreLinks = [
  { key: 'family', href: '/family' },
  { key: 'contributor', href: '/contributor' },
] as const;
const downloadIcons = {
  android: AndroidIcon,
  linux: LinuxIcon,
  windows: WindowsIcon,
  macos: AppleIcon,
};

export async function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'common');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Picture src="/logo.svg" alt="" width={32} height={32} unoptimized />
          <span>{siteName}</span>
        </div>
        <div className={styles.group}>
          <h2 className={styles.heading}>{t('footer.follow')}</h2>
          <div className={styles.icons}>
            {socialLinks.map(({ key, href, Icon }) => (
              <a
                key={key}
                className={styles.icon}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                title={t(`footer.${key}`)}
              >
                <Icon size={22} />
                <span className="visually-hidden">{t(`footer.${key}`)}</span>
              </a>
            ))}
            <WechatButton className={styles.icon} labels={wechatLabels(t)} />
          </div>
        </div>
        <div className={styles.group}>
          <h2 className={styles.heading}>{t('footer.downloads')}</h2>
          <div className={styles.icons}>
            {downloadTargets.map(({ key, href }) => {
              const Icon = downloadIcons[key];
              return (
                <SiteLink key={key} className={styles.icon} href={href} title={t(`footer.${key}`)}>
                  <Icon size={22} />
                  <span className="visually-hidden">{t(`footer.${key}`)}</span>
                </SiteLink>
              );
            })}
          </div>
        </div>
        <div className={styles.group}>
          <h2 className={styles.heading}>{t('footer.more')}</h2>
          <ul className={styles.links}>
            {moreLinks.map(({ key, href }) => (
              <li key={key}>
                <SiteLink href={href}>{t(`footer.${key}`)}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <span>{t('footer.copyright', { year })}</span>
          <a
            href={icp.registry}
            target="_blank"
            rel="noopener noreferrer"
            title={t('footer.icpLabel')}
          >
            {config().site.icpNumber}
          </a>
        </div>
      </div>
      {/* Last in the footer: globals.css shows the footer once this is parsed. */}
      <span data-footer-end hidden />
    </footer>
  );
}
