// Bytes a cache keeps for long must own their memory. Node hands out small Buffers (under 32 kB)
// as slices of a shared 64 kB slab (Buffer.poolSize on Node 24), and Buffer.concat and zlib return
// such slices too: a slice keeps its whole slab alive for as long as it is kept, while a cache that
// bounds itself by size counts only the slice's length. A rendered page's entry has several small
// Buffers (its prefetch segments), and its compressed copy for Redis is one: kept as they come,
// they would hold memory that the cache's bound never counts (docs/performance.md, "Decision:
// page caches own their bytes").

/** The same bytes in memory of their own, or `bytes` itself when it spans all of its memory. */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  // allocUnsafeSlow never takes from the shared slab; every byte is written by the copy.
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * A cache entry's value whose Buffers own their memory: its Buffer fields (a page's RSC payload,
 * a route's body) and the Buffers of its Map fields (a page's prefetch segments). A new object
 * when anything was copied; the value given is left as it is, since Next still serves from it.
 */
export function withOwnBytes<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [field, item] of Object.entries(value)) {
    const owned = ownedField(item);
    if (owned === item) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    copy[field] = owned;
  }
  return (copy ?? value) as T;
}

function ownedField(item: unknown): unknown {
  if (Buffer.isBuffer(item)) return ownBytes(item);
  if (!(item instanceof Map)) return item;
  let changed = false;
  const owned = new Map<unknown, unknown>();
  for (const [key, entry] of item) {
    const own = Buffer.isBuffer(entry) ? ownBytes(entry) : entry;
    changed ||= own !== entry;
    owned.set(key, own);
  }
  return changed ? owned : item;
}
