// A page (or a fetch) that was rendering when a webhook marked its tags stale may have read its
// content before the change, yet it is stored after the mark. Next dates an entry by when it was
// stored and counts it stale only when a tag was marked later, so such a page would count as fresh
// with the old content until its hourly regeneration: the edit the webhook announced would not
// show, and every page rendered from such a fetch entry would be stored fresh with it too.
//
// So the cache handler notes when each render of a key may have begun (a lookup that found
// nothing, or an entry that is due to render again), and when a tag of what it stores was marked
// after that, it dates the entry from then: it is served, as the last good page, and renders
// again on its next visit.
//
// Several renders of one key often overlap (a content read that many pages share, such as the
// help tree), and a store cannot be told apart from the others: which lookup began it is unknown.
// So every open lookup is kept, a store is checked against the EARLIEST of them and removes the
// LATEST. Whichever render stores first, each one that began before a mark then finds a lookup at
// least as early as its own still open when it stores (each store removes one lookup, never the
// earliest while later ones are open), so it is never stored fresh. The price is renders for
// nothing: one that read its content after the mark may be stored as stale too, and a render that
// fails leaves its lookup open until the window has passed. A render costs less than an hour of
// old content.
//
// Bounded: at most `maxKeys` keys, each forgotten with its last lookup after `windowMs`; past
// `lookupsPerKey` lookups of one key, a new one joins the latest kept one under the earlier of
// their two times, which only makes more stores count as stale.
import { LRUCache } from 'lru-cache';

/** A tag's marks, as Next keeps them (ms since the epoch). */
export type TagMark = { stale?: number; expired?: number };

export type RenderWindowsOptions = {
  /** Renders time out after 60 s (lib/content): a lookup older than this is forgotten. */
  windowMs?: number;
  maxKeys?: number;
  lookupsPerKey?: number;
};

/** Lookups of one key that began at `at` (the earliest of them), kept until `until`. */
type Lookups = { at: number; count: number; until: number };

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
  readonly #windowMs: number;
  readonly #lookupsPerKey: number;
  /** The open lookups of each key, until a store consumes them or the window passes. */
  readonly #open: LRUCache<string, Lookups[]>;
  /** Entries stored with content older than their date: when stored, and the date they take. */
  readonly #backdated: LRUCache<string, { storedAt: number; from: number }>;

  constructor({
    windowMs = 2 * 60_000,
    maxKeys = 10_000,
    lookupsPerKey = 32,
  }: RenderWindowsOptions = {}) {
    this.#windowMs = windowMs;
    this.#lookupsPerKey = lookupsPerKey;
    // A key is dropped a window after its last lookup; its lookups each expire by their own time.
    this.#open = new LRUCache({ max: maxKeys, ttl: windowMs });
    this.#backdated = new LRUCache({ max: maxKeys });
  }

  /** A lookup at `at` is followed by a render of `key`. */
  begin(key: string, at: number): void {
    const open = this.#current(key, at);
    const until = at + this.#windowMs;
    const latest = latestOf(open);
    if (latest && open.length >= this.#lookupsPerKey) {
      latest.at = Math.min(latest.at, at);
      latest.count += 1;
      latest.until = Math.max(latest.until, until);
    } else {
      open.push({ at, count: 1, until });
    }
    this.#open.set(key, open);
  }

  /**
   * What is stored at `storedAt` with these tags: the date it should take when a tag was marked
   * since the earliest open lookup of its key, undefined when its own date is right. Consumes
   * the latest open lookup.
   */
  store(
    key: string,
    tags: readonly string[],
    storedAt: number,
    markOf: (tag: string) => TagMark | undefined,
  ): number | undefined {
    const open = this.#current(key, storedAt);
    const began = earliestOf(open)?.at;
    const latest = latestOf(open);
    if (latest) latest.count -= 1;
    const left = open.filter((lookups) => lookups.count > 0);
    if (left.length > 0) this.#open.set(key, left);
    else this.#open.delete(key);
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

  /** The key's lookups that are still within their window at `now`. */
  #current(key: string, now: number): Lookups[] {
    return (this.#open.get(key) ?? []).filter((lookups) => lookups.until > now);
  }
}

function earliestOf(open: readonly Lookups[]): Lookups | undefined {
  let earliest: Lookups | undefined;
  for (const lookups of open) if (!earliest || lookups.at < earliest.at) earliest = lookups;
  return earliest;
}

function latestOf(open: readonly Lookups[]): Lookups | undefined {
  let latest: Lookups | undefined;
  for (const lookups of open) if (!latest || lookups.at >= latest.at) latest = lookups;
  return latest;
}
