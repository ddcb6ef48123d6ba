'use client';
// The download list, marked with the visitor's platform and chip: CSS reads the marks to move the
// visitor's card first, label it, colour their Mac chip and show a note for an unsupported
// system. On a page load the inline script (`script`, rendered first inside the list) has marked
// it before the first paint; on a client navigation the first render does. The processor's
// high-entropy client hint arrives later and changes colours only, so nothing on screen moves.
import { type ReactNode, useEffect, useState } from 'react';
import {
  type Detection,
  detectPlatform,
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
  const [detection, setDetection] = useState<Detection | null>(() =>
    typeof window === 'undefined' ? null : detectPlatform(navigator.userAgent, quickHints()),
  );
  useEffect(() => {
    let current = true;
    void readHints().then((hints) => {
      if (current) setDetection(detectPlatform(navigator.userAgent, hints));
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className={className} {...scopeMarks(detection)} suppressHydrationWarning>
      {script}
      {children}
    </div>
  );
}
