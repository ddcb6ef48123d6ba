import { describe, expect, it } from 'vitest';
import { chunkRecovery, chunkReloadKey, isChunkLoadError, readReloadAt } from './chunk-reload.ts';

const webpack = { name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' };
const turbopack = { name: 'Error', message: 'Failed to load chunk /_next/static/chunks/a1.js' };

describe('chunk recovery', () => {
  it('recognises a failed chunk by name or message, and nothing else', () => {
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError({ message: 'Loading chunk app/page failed.' })).toBe(true);
    expect(isChunkLoadError({ message: 'Loading CSS chunk 7 failed.' })).toBe(true);
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError({ name: 'TypeError', message: 'x is undefined' })).toBe(false);
    expect(isChunkLoadError({})).toBe(false);
  });

  it('reloads once, then shows the error for 60 s, then may reload again', () => {
    expect(chunkRecovery(webpack, undefined, 1_000_000)).toBe('reload');
    expect(chunkRecovery(webpack, 1_000_000, 1_000_500)).toBe('show');
    expect(chunkRecovery(webpack, 1_000_000, 1_059_999)).toBe('show');
    expect(chunkRecovery(webpack, 1_000_000, 1_060_000)).toBe('reload');
  });

  it('never reloads for another error', () => {
    expect(chunkRecovery(new Error('Boom'), undefined, 5)).toBe('show');
  });

  it('reads the last reload time, treating junk as none', () => {
    const store = (value: string | null) => ({
      getItem: (key: string) => (key === chunkReloadKey ? value : null),
    });
    expect(readReloadAt(store('1700000000000'))).toBe(1_700_000_000_000);
    expect(readReloadAt(store(null))).toBeUndefined();
    expect(readReloadAt(store('soon'))).toBeUndefined();
    expect(readReloadAt(undefined)).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readReloadAt(throwing)).toBeUndefined();
  });
});
