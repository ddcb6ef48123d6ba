// The tag marks of this process (Next's tag state, which Next's cache consults) kept in step with
// the ones every instance shares in Redis (./shared-store.ts), on Redis's clock.
import { tagsManifest } from '../next-internals/incremental-cache.ts';
import type { MarkChange, SharedStore, TagMark } from './shared-store.ts';

/**
 * Merges what Redis knows of these tags into this process's marks; Redis's time when it read
 * them, or undefined when Redis could not say.
 */
export async function learnTags(
  shared: Pick<SharedStore, 'tagMarks'>,
  tags: readonly string[],
): Promise<number | undefined> {
  const remote = await shared.tagMarks([...new Set(tags)]);
  for (const [tag, mark] of remote?.marks ?? []) {
    const known = tagsManifest.get(tag) ?? {};
    const both = merged(known, mark);
    if (both.stale !== known.stale || both.expired !== known.expired) tagsManifest.set(tag, both);
  }
  return remote?.at;
}

/**
 * After Next's cache has marked `tags` in this process (by its own clock, so that this process
 * knows at once), records the same marks for every instance at Redis's time, and gives this
 * process those too where they are later. Without Redis, or when it does not answer, the marks
 * are a millisecond after now by this process's clock: a lookup in the same millisecond counts
 * as earlier (./render-windows.ts).
 */
export async function markTags(
  shared: SharedStore | null,
  tags: readonly string[],
  durations: { expire?: number } | undefined,
): Promise<void> {
  const change: MarkChange = durations
    ? { expireMs: durations.expire === undefined ? undefined : durations.expire * 1000 }
    : 'expire';
  const at = (shared ? await shared.markTags(tags, change) : undefined) ?? Date.now() + 1;
  const mark = marked({}, at, change);
  // Two webhooks' marks may come back in either order: a mark never moves back.
  for (const tag of tags) tagsManifest.set(tag, merged(tagsManifest.get(tag) ?? {}, mark));
}

/** A tag's mark once revalidated at `at`, as Next's cache marks it (file-system-cache.js). */
export function marked(mark: TagMark, at: number, change: MarkChange): TagMark {
  if (change === 'expire') return { ...mark, expired: at };
  return {
    ...mark,
    stale: at,
    ...(change.expireMs === undefined ? {} : { expired: at + change.expireMs }),
  };
}

/** The later of each of two marks' times. */
function merged(a: TagMark, b: TagMark): TagMark {
  const stale = later(a.stale, b.stale);
  const expired = later(a.expired, b.expired);
  return {
    ...(stale === undefined ? {} : { stale }),
    ...(expired === undefined ? {} : { expired }),
  };
}

function later(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}
