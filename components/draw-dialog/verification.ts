// Whether the visitor has completed the slider captcha during this visit (this tab's session).
// Without session storage (blocked, private modes) the answer lasts as long as the page.
const key = 'mantisoft:draw-verified';
let verifiedHere = false;

export function isVerified(): boolean {
  if (verifiedHere) return true;
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function markVerified(): void {
  verifiedHere = true;
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Kept in memory only.
  }
}
