// Buffers that own exactly their bytes, for what the caches keep.
//
// A Buffer can be a view into a larger block of memory, and whoever keeps the view keeps the
// whole block. Both kinds of block reach the page cache: zlib's output is a view into a 64 kB
// block however small it is, and a freshly rendered page's RSC payload and prefetch segments are
// views into 64 kB blocks too (a 626-byte `/_tree` segment kept one). The caches count what a
// view shows, so a cache bounded at 10 MB held more than that: Next's memory cache, after serving
// 500 rendered announcements of the large seed, held 103 pages whose buffers showed 6.2 MB and
// kept 11.4 MB. Pages the build prerendered are read from files, which own their bytes.
import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';

type CacheValue = Parameters<CacheHandler['set']>[1];

/** The same bytes, in a Buffer that owns its memory (the Buffer itself when it already does). */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  // Not Buffer.from: below 4 kB it takes a slice of a shared 8 kB pool, another view.
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}

/** A cache value whose Buffers own their bytes: a page's RSC payload and segments, a route's body. */
export function withOwnBytes<T extends CacheValue>(value: T): T {
  if (!value) return value;
  if ('rscData' in value) {
    const { rscData, segmentData } = value;
    return {
      ...value,
      rscData: rscData && ownBytes(rscData),
      segmentData:
        segmentData &&
        new Map([...segmentData].map(([path, bytes]) => [path, ownBytes(bytes)] as const)),
    };
  }
  if ('body' in value && Buffer.isBuffer(value.body)) {
    return { ...value, body: ownBytes(value.body) };
  }
  return value;
}
