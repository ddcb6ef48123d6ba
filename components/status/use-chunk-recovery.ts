'use client';
import { useEffect } from 'react';
import { chunkRecovery, chunkReloadKey, readReloadAt } from '#lib/status/chunk-reload.ts';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reloads the page when the error is a failed chunk and no reload happened in the last 60 s. */
export function useChunkRecovery(error: { name?: string; message?: string }): void {
  useEffect(() => {
    const storage = sessionStore();
    const now = Date.now();
    if (chunkRecovery(error, readReloadAt(storage), now) !== 'reload') return;
    try {
      storage?.setItem(chunkReloadKey, String(now));
    } catch {
      // Without storage the guard cannot hold: show the error rather than risk a reload loop.
      return;
    }
    window.location.reload();
  }, [error]);
}
