'use client';
import { useEffect } from 'react';
import { browserStorage, writeText } from '#lib/browser-storage.ts';
import { chunkRecovery, chunkReloadKey, readReloadAt } from '#lib/status/chunk-reload.ts';

/** Reloads the page when the error is a failed chunk and no reload happened in the last 60 s. */
export function useChunkRecovery(error: { name?: string; message?: string }): void {
  useEffect(() => {
    const storage = browserStorage('session');
    const now = Date.now();
    if (chunkRecovery(error, readReloadAt(storage), now) !== 'reload') return;
    // Without storage the guard cannot hold: show the error rather than risk a reload loop.
    if (!writeText(storage, chunkReloadKey, String(now))) return;
    window.location.reload();
  }, [error]);
}
