'use client';
// The download list, marked with the visitor's platform and chip: CSS reads the marks to move the
// visitor's card first, label it, colour their Mac chip and show a note for an unsupported
// system. On a page load the inline script (`script`, rendered first inside the list) has marked
// it before the first paint; on a client navigation the first render does. The processor's
// high-entropy client hint arrives later and changes nothing that moves (laterMarks): a colour,
// or a note laid over the page that the visitor can close.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type Detection,
  detectPlatform,
  laterMarks,
  type PlatformHints,
  scopeMarks,
} from '#lib/platform-detect.ts';
import { quickHints, type UserAgentData } from '#lib/platform-hints.ts';

async function readHints(): Promise<PlatformHints> {
  const quick = quickHints();
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data) return quick;
  try {
    const values = await data.getHighEntropyValues(['architecture', 'platform']);
    return {
      ...quick,
      platform: values.platform ?? quick.platform,
      architecture: values.architecture,
    };
  } catch {
    // A browser may refuse high-entropy hints; the platform alone still helps.
    return quick;
  }
}

type Props = { className?: string; script: ReactNode; children: ReactNode };

export function DetectionScope({ className, script, children }: Props) {
  // The server renders no marks (the page is static); in the browser the first render already
  // has what the inline script set, so hydration keeps the marks it finds. Asked of `window`:
  // Node has a `navigator` too, whose user agent would mark every page "unknown".
  const [first] = useState<Detection | null>(() =>
    typeof window === 'undefined' ? null : detectPlatform(navigator.userAgent, quickHints()),
  );
  const [final, setFinal] = useState<Detection | null>(null);
  const [closed, setClosed] = useState(false);
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void readHints().then((hints) => {
      if (current) setFinal(detectPlatform(navigator.userAgent, hints));
    });
    return () => {
      current = false;
    };
  }, []);
  // The notes are rendered on the server with their close buttons (./unsupported-notes.tsx).
  useEffect(() => {
    const element = scope.current;
    const close = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-close-note]')) {
        setClosed(true);
      }
    };
    element?.addEventListener('click', close);
    return () => element?.removeEventListener('click', close);
  }, []);
  const { 'data-late-note': lateNote, ...marks } =
    first && final ? laterMarks(first, final) : scopeMarks(first);
  return (
    <div
      ref={scope}
      className={className}
      {...marks}
      data-late-note={closed ? undefined : lateNote}
      suppressHydrationWarning
    >
      {script}
      {children}
    </div>
  );
}
