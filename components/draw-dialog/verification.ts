// Whether the visitor has completed the slider captcha during this visit (this tab's session).
// Without session storage (blocked, private modes) the answer lasts as long as the page.
import { browserStorage, readText, writeText } from '#lib/browser-storage.ts';

const key = 'mantisoft:draw-verified';
let verifiedHere = false;

export function isVerified(): boolean {
  return verifiedHere || readText(browserStorage('session'), key) === '1';
}

export function markVerified(): void {
  verifiedHere = true;
  writeText(browserStorage('session'), key, '1');
}
