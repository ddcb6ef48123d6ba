'use client';
// The level page's only behaviour: replace itself with the child last visited in this tab, or
// the default child (for the Mac, the detected chip). Without JavaScript the page's links stay.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { browserStorage } from '#lib/browser-storage.ts';
import { localizedPath } from '#lib/navigation.ts';
import { useLocale } from '../use-locale.ts';
import { type Level, levels, recallChild } from './levels.ts';
import { detectMacChip } from './mac-chip.ts';

async function defaultChild(level: Level): Promise<string> {
  return level === 'mac' ? detectMacChip() : levels[level].fallback;
}

export function LevelRedirect({ level }: { level: Level }) {
  const router = useRouter();
  const locale = useLocale();
  useEffect(() => {
    let cancelled = false;
    const target = recallChild(browserStorage('session'), level);
    (target ? Promise.resolve(target) : defaultChild(level)).then((child) => {
      if (!cancelled) router.replace(localizedPath(locale, `/download/${level}/${child}`));
    });
    return () => {
      cancelled = true;
    };
  }, [level, locale, router]);
  return null;
}
