// Which download suits the visitor: their operating system and processor family, read from
// User-Agent Client Hints where the browser offers them, otherwise from the user agent string.
// Pure, so that it runs in the browser (the page itself stays static) and in unit tests.
//
// `detectPlatform` and `scopeMarks` refer to nothing outside their own bodies: the download page
// sends their source as an inline script (lib/platform-detect-script.ts), which marks the list
// before the browser first paints it, so that the visitor's card never moves once on screen.

export type DetectedPlatform = 'windows' | 'macos' | 'linux' | 'android' | 'ios' | 'unknown';
export type DetectedArch = 'arm' | 'x86' | 'unknown';
/** Systems the site has no package for: the visitor gets a note instead of a wrong download. */
export type UnsupportedReason = 'ios' | 'windows-arm' | 'linux-arm';

export type Detection = {
  platform: DetectedPlatform;
  arch: DetectedArch;
  unsupported?: UnsupportedReason;
};

/** What `navigator.userAgentData` tells, plus the touch points that unmask an iPad. */
export type PlatformHints = {
  /** Client hint `Sec-CH-UA-Platform`: "Windows", "macOS", "Linux", "Android", … */
  platform?: string;
  /** Client hint `Sec-CH-UA-Arch`: "arm" or "x86". */
  architecture?: string;
  /** `navigator.maxTouchPoints`: iPadOS Safari sends a Mac user agent. */
  maxTouchPoints?: number;
};

export function detectPlatform(userAgent: string, hints: PlatformHints = {}): Detection {
  const ua = userAgent;
  let fromString: DetectedPlatform = 'unknown';
  if (/iPhone|iPad|iPod/.test(ua)) fromString = 'ios';
  else if (/Android/.test(ua)) fromString = 'android';
  else if (/Windows NT|Win64|Win32/.test(ua)) fromString = 'windows';
  // Since iPadOS 13 Safari claims to be a Mac; only a touch screen gives it away.
  else if (/Macintosh|Mac OS X/.test(ua))
    fromString = (hints.maxTouchPoints ?? 0) > 1 ? 'ios' : 'macos';
  else if (/CrOS/.test(ua)) fromString = 'unknown';
  else if (/Linux|X11/.test(ua)) fromString = 'linux';

  // An empty or unfamiliar hint (a browser that overrides its user agent sends "") defers to
  // the string; so does a Mac hint on an iPad.
  const hinted = (hints.platform ?? '').toLowerCase();
  const fromHint: DetectedPlatform | undefined =
    hinted === 'windows' || hinted === 'linux' || hinted === 'android' || hinted === 'ios'
      ? hinted
      : hinted === 'macos'
        ? 'macos'
        : undefined;
  const platform = fromHint && fromString !== 'ios' ? fromHint : fromString;

  let arch: DetectedArch = 'unknown';
  if (hints.architecture === 'arm' || hints.architecture === 'x86') arch = hints.architecture;
  // Every Mac browser reports "Intel Mac OS X", even on Apple silicon: the string cannot tell.
  else if (platform === 'macos') arch = 'unknown';
  else if (/\b(ARM64|aarch64|armv[6-8]\w*)\b/i.test(ua)) arch = 'arm';
  else if (/\b(Win64|WOW64|x64|x86_64|amd64|i[3-6]86)\b/i.test(ua)) arch = 'x86';

  let unsupported: UnsupportedReason | undefined;
  if (platform === 'ios') unsupported = 'ios';
  else if (platform === 'windows' && arch === 'arm') unsupported = 'windows-arm';
  else if (platform === 'linux' && arch === 'arm') unsupported = 'linux-arm';
  return unsupported ? { platform, arch, unsupported } : { platform, arch };
}

/** The data attributes of the download list that CSS reads: card order, chip, note. */
export type ScopeMarks = {
  'data-platform'?: DetectedPlatform;
  'data-arch'?: DetectedArch;
  'data-unsupported'?: UnsupportedReason;
  /** An unsupported system known only after the first paint: its note floats over the page. */
  'data-late-note'?: UnsupportedReason;
};

export function scopeMarks(detection: Detection | null): ScopeMarks {
  if (!detection) return {};
  if (detection.unsupported) return { 'data-unsupported': detection.unsupported };
  return { 'data-platform': detection.platform, 'data-arch': detection.arch };
}

/**
 * The marks once the processor's hint has arrived, after the list was painted with `first`:
 * whatever moves (the card order, its label, a note in the page's flow) stays as first painted,
 * and only what moves nothing follows the hint: a Mac chip's colour, and a note laid over the
 * page for a system found unsupported late (Windows or Linux on ARM, whose browsers send an x64
 * user agent).
 */
export function laterMarks(first: Detection, final: Detection): ScopeMarks {
  const painted = scopeMarks(first);
  if (first.unsupported || final.platform !== first.platform) return painted;
  if (final.unsupported) return { ...painted, 'data-late-note': final.unsupported };
  return scopeMarks(final);
}
