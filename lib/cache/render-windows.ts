// A page (or a fetch) that was rendering when a webhook marked its tags stale may have read its
// content before the change, yet it is stored after the mark. Next dates an entry by when it was
// stored and counts it stale only when a tag was marked later, so such a page would count as fresh
// with the old content until its hourly regeneration: the edit the webhook announced would not
// show. A browser test failed this way once: the home page kept, for a minute, a showcase that a
// webhook had emptied a second after another webhook, whose renders ahead (./page-warmer.ts) were
// still running.
//
// So the cache handler notes when each render may have begun (a lookup that found nothing, or an
// entry that is due to render again), and when a tag of what it stores was marked after that, it
// dates the entry from then: it is served, as the last good page, and renders again on its next
// visit. It cannot tell whether the render read its content before or after the mark, so a render
// that read it after renders once more for nothing: a render's cost, against an hour of old
// content.
import { LRUCache } from 'lru-cache';

/** A tag's marks, as Next keeps them (ms since the epoch). */
export type TagMark = { stale?: number; expired?: number };

/** Renders time out after 60 s (lib/content): a window left open longer is forgotten. */
const windowMs = 2 * 60_000;
const rememberedKeys = 10_000;

/** Whether any of `tags` was marked stale, or expired, after `since` and by `now`. */
export function markedSince(
  tags: readonly string[],
  since: number,
  markOf: (tag: string) => TagMark | undefined,
  now: number,
): boolean {
  return tags.some((tag) => {
    const mark = markOf(tag);
    if (!mark) return false;
    const stale = mark.stale !== undefined && mark.stale > since;
    // `revalidateTag(tag, 'max')` sets an expiry far ahead: only one that has passed counts.
    const expired = mark.expired !== undefined && mark.expired > since && mark.expired <= now;
    return stale || expired;
  });
}

export class RenderWindows {
  /** When a render of each key may have begun, until it is stored. */
  readonly #open = new LRUCache<string, number>({ max: rememberedKeys, ttl: windowMs });
  /** Entries stored with content older than their date: when stored, and the date they take. */
  readonly #backdated = new LRUCache<string, { storedAt: number; from: number }>({
    max: rememberedKeys,
  });

  /** A lookup at `at` is followed by a render; the first such lookup opens the window. */
  begin(key: string, at: number): void {
    if (!this.#open.has(key)) this.#open.set(key, at);
  }

  /**
   * What is stored at `storedAt` with these tags: the date it should take when a tag was marked
   * while it rendered, undefined when its own date is right. Closes the key's window.
   */
  store(
    key: string,
    tags: readonly string[],
    storedAt: number,
    markOf: (tag: string) => TagMark | undefined,
  ): number | undefined {
    const began = this.#open.get(key);
    this.#open.delete(key);
    if (began === undefined || !markedSince(tags, began, markOf, storedAt)) {
      this.#backdated.delete(key);
      return undefined;
    }
    this.#backdated.set(key, { storedAt, from: began });
    return began;
  }

  /** The date an entry read back should carry: earlier than its own if it was backdated. */
  lastModified(key: string, entryLastModified: number): number {
    const backdated = this.#backdated.get(key);
    return backdated && entryLastModified >= backdated.storedAt
      ? backdated.from
      : entryLastModified;
  }
}
