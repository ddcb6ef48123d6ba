// The inline script of the download page: placed first inside the download list, it runs while
// the page is still being parsed, before the cards below it exist, and marks the list with what
// the user agent string and the low-entropy client hint say, so the visitor's card is first from
// the first paint. Its functions are the ones the browser code uses, sent as their own source.
import {
  type Detection,
  detectPlatform,
  type PlatformHints,
  scopeMarks,
} from './platform-detect.ts';
import { quickHints } from './platform-hints.ts';

type Detect = (userAgent: string, hints: PlatformHints) => Detection;
type Marks = (detection: Detection) => Record<string, string | undefined>;

// Sent as source: it refers to nothing but its arguments and the browser's globals.
function markScope(detect: Detect, marks: Marks, hints: () => PlatformHints) {
  const scope = document.currentScript?.parentElement;
  if (!scope) return;
  for (const [name, value] of Object.entries(marks(detect(navigator.userAgent, hints())))) {
    if (value) scope.setAttribute(name, value);
  }
}

const parts = [detectPlatform, scopeMarks, quickHints].map(String).join(', ');

/** The whole script: `markScope` called with the other three. */
export const platformDetectScript = `(${String(markScope)})(${parts})`;
