// What the browser says about its platform without being asked for more: read by the download
// list in the browser and, as source, by the inline script that marks it (platform-detect-script).
import type { PlatformHints } from './platform-detect.ts';

/** `navigator.userAgentData`, which TypeScript's DOM library does not describe yet. */
export type UserAgentData = {
  platform: string;
  getHighEntropyValues(hints: string[]): Promise<{ architecture?: string; platform?: string }>;
};

/** The hints a browser gives at once. Refers to nothing outside its body: it is sent as source. */
export function quickHints(): PlatformHints {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  return { platform: data?.platform, maxTouchPoints: navigator.maxTouchPoints };
}
