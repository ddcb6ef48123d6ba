// Where the home page's carousel keeps the visitor's slide and pause choice for the session,
// so that coming back to the page shows what they left.
import type { AutoplayMode, CarouselState } from './showcase-types.ts';

const modes: readonly AutoplayMode[] = ['auto', 'paused', 'playing'];

export const initialCarouselState: CarouselState = { slide: 0, mode: 'auto' };

/** The stored state, if there is one that fits a carousel of `count` slides. */
export function readCarouselState(
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  count: number,
): CarouselState | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { slide, mode } = value as Record<string, unknown>;
    if (!Number.isInteger(slide) || typeof slide !== 'number' || slide < 0 || slide >= count) {
      return null;
    }
    if (!modes.includes(mode as AutoplayMode)) return null;
    return { slide, mode: mode as AutoplayMode };
  } catch {
    return null; // unreadable JSON, or storage that the browser refuses (private mode)
  }
}

export function writeCarouselState(
  storage: Pick<Storage, 'setItem'> | null,
  key: string,
  state: CarouselState,
): void {
  try {
    storage?.setItem(key, JSON.stringify(state));
  } catch {
    // Full or refused storage: the carousel simply starts afresh next time.
  }
}

/** sessionStorage, or null where reading it throws (storage disabled by the visitor). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
