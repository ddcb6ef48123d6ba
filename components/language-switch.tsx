'use client';
// Switches between Chinese and English on the same page: remembers the choice in the
// i18n_redirected cookie, then reloads into the other locale 300 ms later.
import { useState } from 'react';
import { localeCookie, localeCookieMaxAge, switchDelayMs } from '#lib/i18n/cookie.ts';
import { switchLocale } from '#lib/navigation.ts';
import { LanguageIcon } from './icons.tsx';
import styles from './language-switch.module.css';
import { useLocale } from './use-locale.ts';

export type LanguageSwitchLabels = { switchLanguage: string; languageName: string };

export function LanguageSwitch({ labels }: { labels: LanguageSwitchLabels }) {
  const locale = useLocale();
  const [switching, setSwitching] = useState(false);
  const target = locale === 'zh' ? 'en' : 'zh';

  function onClick() {
    setSwitching(true);
    document.cookie = `${localeCookie}=${target}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
    const { pathname, search, hash } = window.location;
    setTimeout(
      () => window.location.assign(switchLocale(pathname, target) + search + hash),
      switchDelayMs,
    );
  }

  return (
    <button
      type="button"
      className={styles.button}
      onClick={onClick}
      disabled={switching}
      aria-busy={switching}
      lang={target === 'zh' ? 'zh-CN' : 'en-US'}
      title={labels.switchLanguage}
    >
      <LanguageIcon size={20} />
      <span className={styles.label}>{labels.languageName}</span>
      <span className="visually-hidden">{labels.switchLanguage}</span>
    </button>
  );
}
