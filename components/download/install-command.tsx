// A Linux package's install command, in a code block with a copy button.
import type { LinuxDistribution } from '#lib/content/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { installCommand } from '#lib/linux-install.ts';
import { CopyButton } from './copy-button.tsx';
import { copyStrings } from './copy-strings.ts';
import styles from './platform-page.module.css';
import type { SoftwarePackage } from './types.ts';

type Props = { locale: Locale; item: SoftwarePackage; distribution: LinuxDistribution };

export async function InstallCommand({ locale, item, distribution }: Props) {
  const command = installCommand(item.fileName, distribution);
  if (!command) return null;
  const [{ t }, strings] = await Promise.all([
    getTranslation(locale, 'download'),
    copyStrings(locale),
  ]);
  const labelId = `install-${item.id}`;
  return (
    <div className={styles.command} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.commandLabel}>
        {t('linux.install')}
      </p>
      <p className={styles.commandHint}>{t('linux.installHint')}</p>
      <div className={styles.commandRow}>
        {/* Scrolls sideways on a narrow screen: a wrapped command is easy to mistype. */}
        <pre className={styles.commandCode} tabIndex={0}>
          <code>{command}</code>
        </pre>
        <CopyButton text={command} what={strings.command(item.name)} strings={strings.button} />
      </div>
    </div>
  );
}
