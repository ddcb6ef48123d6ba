// The slider's own rules in the browser (the captcha's geometry and its verdicts are the
// server's: lib/captcha/rules.ts, lib/captcha/verdict.ts).
import { type DragPoint, maxTrailPoints } from '#lib/captcha/rules.ts';

export const sliderTiming = {
  /** At most one pointer move a this many milliseconds is followed. */
  throttleMs: 10,
  /** Wait after a failure before a new puzzle. */
  resetMs: 1000,
} as const;

export type CaptchaState = 'idle' | 'dragging' | 'checking' | 'success' | 'failed' | 'needs-retry';

/** A gate that lets a call through at most once every `ms` milliseconds. */
export function createThrottle(ms: number, now: () => number = () => performance.now()) {
  let last = -Infinity;
  return function pass(): boolean {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/**
 * A drag's trail as the server takes it: at most `maxTrailPoints` points, evenly picked, the
 * last (where the handle was let go) always among them; values to a tenth of a pixel or a
 * millisecond.
 */
export function trailToSend(trail: readonly DragPoint[], most = maxTrailPoints): DragPoint[] {
  const step = Math.max(1, trail.length / most);
  const picked: DragPoint[] = [];
  for (let at = trail.length - 1; at >= 0 && picked.length < most; at -= step) {
    const point = trail[Math.round(at)];
    if (point) picked.unshift(point);
  }
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return picked.map(([move, y, ms]) => [tenth(move), tenth(y), Math.round(ms)]);
}
