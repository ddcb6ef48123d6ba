'use client';
// Marks the download list with the visitor's platform and chip once the page has loaded. The
// server renders the default order; CSS reads these attributes to move the visitor's card first,
// label it and show a note for an unsupported system, so nothing flashes and hydration matches.
import { type ReactNode, useEffect, useState } from 'react';
import { type Detection, detectPlatform, type PlatformHints } from '#lib/platform-detect.ts';

/** `navigator.userAgentData`, which TypeScript's DOM library does not describe yet. */
type UserAgentData = {
  platform: string;
  getHighEntropyValues(hints: string[]): Promise<{ architecture?: string; platform?: string }>;
};

async function readHints(): Promise<PlatformHints> {
  const maxTouchPoints = navigator.maxTouchPoints;
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data) return { maxTouchPoints };
  try {
    const values = await data.getHighEntropyValues(['architecture', 'platform']);
    return {
      platform: values.platform ?? data.platform,
      architecture: values.architecture,
      maxTouchPoints,
    };
  } catch {
    // A browser may refuse high-entropy hints; the platform alone still helps.
    return { platform: data.platform, maxTouchPoints };
  }
}

type Props = { className?: string; children: ReactNode };

export function DetectionScope({ className, children }: Props) {
  const [detection, setDetection] = useState<Detection | null>(null);
  useEffect(() => {
    let current = true;
    void readHints().then((hints) => {
      if (current) setDetection(detectPlatform(navigator.userAgent, hints));
    });
    return () => {
      current = false;
    };
  }, []);
  const supported = detection && !detection.unsupported;
  return (
    <div
      className={className}
      data-platform={supported ? detection.platform : undefined}
      data-arch={supported ? detection.arch : undefined}
      data-unsupported={detection?.unsupported}
    >
      {children}
    </div>
  );
}
