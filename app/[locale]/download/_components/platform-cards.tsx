// The four platform cards. Windows and Linux link their platform page; macOS offers the build of
// each chip (CSS hides the other one once the chip is known); Android links the APK itself, with
// the QR code of its address for a visitor reading on a computer.
import { formatFileSize } from '#lib/file-size.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { AndroidQr } from './android-qr.tsx';
import { FromLink } from './from-link.tsx';
import { pickMacBuilds, pickPackage, type SoftwareList } from './overview-data.ts';
import { PackageFacts } from './package-facts.tsx';
import { PlatformCard } from './platform-card.tsx';
import styles from './overview.module.css';

type Props = {
  locale: Locale;
  software: Record<'windows' | 'macos' | 'linux' | 'android', SoftwareList>;
};

export async function PlatformCards({ locale, software }: Props) {
  const { t } = await getTranslation(locale, 'download');
  const windows = pickPackage(software.windows.items);
  const linux = pickPackage(software.linux.items);
  const android = pickPackage(software.android.items);
  const mac = pickMacBuilds(software.macos.items);
  const macShown = mac.arm ?? mac.x86;
  const chips = [
    { chip: 'arm', pkg: mac.arm, href: '/download/mac/apple' },
    { chip: 'x86', pkg: mac.x86, href: '/download/mac/intel' },
  ] as const;
  return (
    <>
      <ul className={styles.cards} aria-label={t('overview.listLabel')}>
        <PlatformCard locale={locale} platform="windows" empty={!windows}>
          {windows && <PackageFacts locale={locale} pkg={windows} />}
          <FromLink className={styles.button} href="/download/windows">
            {t('overview.open', { platform: t('overview.platforms.windows') })}
          </FromLink>
        </PlatformCard>
        <PlatformCard locale={locale} platform="macos" empty={!macShown}>
          {macShown && <PackageFacts locale={locale} pkg={macShown} showSize={false} />}
          <div className={styles.chips}>
            {chips.map(
              ({ chip, pkg, href }) =>
                pkg && (
                  <FromLink key={chip} className={styles.button} href={href} data-chip={chip}>
                    {t('overview.chipLink', {
                      chip: t(`overview.chips.${chip}`),
                      size: formatFileSize(pkg.size, locale),
                    })}
                  </FromLink>
                ),
            )}
          </div>
        </PlatformCard>
        <PlatformCard locale={locale} platform="linux" empty={!linux}>
          {linux && <PackageFacts locale={locale} pkg={linux} />}
          <FromLink className={styles.button} href="/download/linux/ubuntu">
            {t('overview.open', { platform: t('overview.platforms.linux') })}
          </FromLink>
        </PlatformCard>
        <PlatformCard locale={locale} platform="android" empty={!android}>
          {android && (
            <div className={styles.android}>
              <div>
                <PackageFacts locale={locale} pkg={android} />
                <a
                  className={styles.button}
                  href={android.downloadUrl}
                  type="application/vnd.android.package-archive"
                >
                  {t('android.download')}
                </a>
              </div>
              <figure className={styles.qr}>
                <AndroidQr
                  url={android.downloadUrl}
                  label={t('android.qrLabel')}
                  className={styles.qrCode}
                />
                <figcaption>{t('android.scan')}</figcaption>
              </figure>
            </div>
          )}
        </PlatformCard>
      </ul>
      {/* The list shows once this, after its last card, has been parsed (overview.module.css). */}
      <span data-list-end hidden />
    </>
  );
}
