// Which download suits the visitor: their operating system and processor family, read from
// User-Agent Client Hints where the browser offers them, otherwise from the user agent string.
// Pure, so that it runs in the browser (the page itself stays static) and in unit tests.

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

const hintPlatforms: Record<string, DetectedPlatform> = {
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
  android: 'android',
  ios: 'ios',
};

function platformFromUserAgent(ua: string, touchPoints: number): DetectedPlatform {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/Windows NT|Win64|Win32/.test(ua)) return 'windows';
  // Since iPadOS 13 Safari claims to be a Mac; only a touch screen gives it away.
  if (/Macintosh|Mac OS X/.test(ua)) return touchPoints > 1 ? 'ios' : 'macos';
  if (/CrOS/.test(ua)) return 'unknown';
  if (/Linux|X11/.test(ua)) return 'linux';
  return 'unknown';
}

function archFromUserAgent(ua: string, platform: DetectedPlatform): DetectedArch {
  // Every Mac browser reports "Intel Mac OS X", even on Apple silicon: the string cannot tell.
  if (platform === 'macos') return 'unknown';
  if (/\b(ARM64|aarch64|armv[6-8]\w*)\b/i.test(ua)) return 'arm';
  if (/\b(Win64|WOW64|x64|x86_64|amd64|i[3-6]86)\b/i.test(ua)) return 'x86';
  return 'unknown';
}

function archFromHint(architecture: string | undefined): DetectedArch | undefined {
  if (architecture === 'arm') return 'arm';
  if (architecture === 'x86') return 'x86';
  return undefined;
}

function unsupportedReason(platform: DetectedPlatform, arch: DetectedArch) {
  if (platform === 'ios') return 'ios';
  if (platform === 'windows' && arch === 'arm') return 'windows-arm';
  if (platform === 'linux' && arch === 'arm') return 'linux-arm';
  return undefined;
}

export function detectPlatform(userAgent: string, hints: PlatformHints = {}): Detection {
  const fromString = platformFromUserAgent(userAgent, hints.maxTouchPoints ?? 0);
  // An empty or unfamiliar hint (a browser that overrides its user agent sends "") defers to
  // the string; so does a Mac hint on an iPad.
  const fromHint = hintPlatforms[(hints.platform ?? '').toLowerCase()];
  const platform = fromHint && fromString !== 'ios' ? fromHint : fromString;
  const arch = archFromHint(hints.architecture) ?? archFromUserAgent(userAgent, platform);
  const unsupported = unsupportedReason(platform, arch);
  return unsupported ? { platform, arch, unsupported } : { platform, arch };
}
