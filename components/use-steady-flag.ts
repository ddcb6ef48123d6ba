'use client';
// A busy indicator that neither flashes nor flickers: it appears only when the work takes longer
// than `delayMs`, and once shown stays at least `minimumMs`, even if the work ends at once.
import { useEffect, useRef, useState } from 'react';

export type SteadyFlagOptions = { delayMs?: number; minimumMs?: number };

export function useSteadyFlag(
  active: boolean,
  { delayMs = 300, minimumMs = 200 }: SteadyFlagOptions = {},
): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (active && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (!active && shown) {
      const left = minimumMs - (Date.now() - shownAt.current);
      const timer = setTimeout(() => setShown(false), Math.max(0, left));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [active, shown, delayMs, minimumMs]);

  return shown;
}
