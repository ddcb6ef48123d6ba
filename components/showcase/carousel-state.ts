// Where the home page's carousel keeps the visitor's slide and pause choice for the session,
// so that coming back to the page shows what they left.
import {
  isRecord,
  readJson,
  type StorageReader,
  type StorageWriter,
  writeJson,
} from '#lib/browser-storage.ts';
import type { AutoplayMode, CarouselState } from './showcase-types.ts';

const modes: readonly AutoplayMode[] = ['auto', 'paused', 'playing'];

export const initialCarouselState: CarouselState = { slide: 0, mode: 'auto' };

const isMode = (value: unknown): value is AutoplayMode => modes.includes(value as AutoplayMode);

/** The stored state, if there is one that fits a carousel of `count` slides. */
export function readCarouselState(
  storage: StorageReader | null,
  key: string,
  count: number,
): CarouselState | null {
  const fits = (value: unknown): CarouselState | undefined => {
    if (!isRecord(value)) return undefined;
    const { slide, mode } = value;
    if (typeof slide !== 'number' || !Number.isInteger(slide) || slide < 0 || slide >= count) {
      return undefined;
    }
    return isMode(mode) ? { slide, mode } : undefined;
  };
  return readJson(storage, key, fits, null);
}

/** Full or refused storage: the carousel simply starts afresh next time. */
export function writeCarouselState(
  storage: StorageWriter | null,
  key: string,
  state: CarouselState,
): void {
  writeJson(storage, key, state);
}
