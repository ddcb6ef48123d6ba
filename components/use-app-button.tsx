'use client';
// The header's "use immediately": opens the installed desktop application, or tells the visitor
// it is missing and takes them to the download page. Kept tiny: it is on every page.
import { useRouter } from 'next/navigation';
import { announceNavigation } from '#lib/navigation-feedback/events.ts';
import { localizedPath } from '#lib/navigation.ts';
import { openApp } from '#lib/open-app.ts';
import styles from './use-app-button.module.css';
import { useLocale } from './use-locale.ts';

export type UseAppLabels = { button: string; notInstalled: string };

type Props = {
  labels: UseAppLabels;
  /** What opens the application (NEXT_PUBLIC_APP_URL_SCHEME), read on the server. */
  appAddress: string;
  className?: string;
  /** In the header bar: an icon where the text would crowd the navigation (see the CSS). */
  compact?: boolean;
  /** Called before the visitor is taken to the download page (the slide menu closes). */
  onNavigate?: () => void;
};

export function UseAppButton({
  labels,
  appAddress,
  className = '',
  compact = false,
  onNavigate,
}: Props) {
  const locale = useLocale();
  const router = useRouter();

  const onClick = () =>
    void openApp(appAddress, () => {
      window.alert(labels.notInstalled);
      onNavigate?.();
      announceNavigation();
      router.push(localizedPath(locale, '/download?from=home'));
    });

  return (
    <button
      type="button"
      className={`${styles.button} ${compact ? styles.compact : ''} ${className}`}
      title={compact ? labels.button : undefined}
      onClick={onClick}
    >
      {compact && (
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      )}
      <span className={styles.label}>{labels.button}</span>
    </button>
  );
}
