// A route's code that fails to load (a deployment replaced it, or the network dropped) is
// fetched again by reloading the page: once, then not again for 60 s, so a chunk that stays
// missing shows the error page instead of a reload loop.
import { readText, type StorageReader } from '../browser-storage.ts';

export const chunkReloadGuardMs = 60_000;
export const chunkReloadKey = 'chunk-reload-at';

/** The errors a failed chunk raises: webpack's ChunkLoadError and Turbopack's message. */
export function isChunkLoadError(error: { name?: string; message?: string }): boolean {
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk/i.test(error.message ?? '');
}

/** Reload now, or show the error: `lastReloadAt` is the previous reload's time, if any. */
export function chunkRecovery(
  error: { name?: string; message?: string },
  lastReloadAt: number | undefined,
  now: number,
): 'reload' | 'show' {
  if (!isChunkLoadError(error)) return 'show';
  if (
    lastReloadAt !== undefined &&
    now - lastReloadAt >= 0 &&
    now - lastReloadAt < chunkReloadGuardMs
  )
    return 'show';
  return 'reload';
}

/** Reads the previous reload's time from session storage (absent or unreadable: none). */
export function readReloadAt(storage: StorageReader | null | undefined): number | undefined {
  const value = Number(readText(storage, chunkReloadKey));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
