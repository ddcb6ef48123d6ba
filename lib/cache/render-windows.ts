// The date a cache entry takes when it is stored. Next dates an entry by when it is stored and
// counts it stale only when one of its tags was marked later; but a page (or a content read)
// reads its content while it renders, before it is stored. A render that read the content before
// a webhook and stored after the webhook's mark would count as fresh with the old content until
// its hourly regeneration; so would one stored in the very millisecond of the mark, which Next
// counts as after it.
//
// So an entry is dated by when its render began, never by when it was stored: the cache handler
// notes each lookup that sets a render going (one that found nothing, or an entry due to render
// again), and a store takes the time of such a lookup. Whatever was marked after that counts as
// newer than the entry, so the entry is served, as the last good page, and renders again on its
// next visit. The price is a render for nothing when a mark came during a render that read its
// content after it.
//
// Several renders of one key may overlap (a content read that many pages share) and a store
// cannot tell which lookup began it. So every open lookup is kept, a store takes the EARLIEST and
// removes the LATEST: whichever render stores first, each one finds a lookup at least as early as
// its own still open when it stores (each store removes one lookup, never the earliest while
// later ones are open). A store that finds none open (its lookup forgotten, or a render Next began
// on an entry the handler took as fresh, when a mark came in between) may have begun at any time
// within the window, so it is dated a window back.
//
// Bounded: at most `maxKeys` keys, each forgotten with its last lookup after `windowMs`; past
// `lookupsPerKey` lookups of one key, a new one joins the latest kept one under the earlier of
// their two times, which only dates more entries earlier. A render that never stores (it failed)
// leaves its lookup open until the window has passed: entries of its key stored meanwhile are
// dated from then, and render once more after a webhook.
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

  constructor({
    windowMs = 2 * 60_000,
    maxKeys = 10_000,
    lookupsPerKey = 32,
  }: RenderWindowsOptions = {}) {
    this.#windowMs = windowMs;
    this.#lookupsPerKey = lookupsPerKey;
    // A key is dropped a window after its last lookup; its lookups each expire by their own time.
    this.#open = new LRUCache({ max: maxKeys, ttl: windowMs });
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
   * The date of what is stored at `storedAt`: the earliest open lookup of its key (a window back
   * when none is open). Consumes the latest open lookup.
   */
  store(key: string, storedAt: number): number {
    const open = this.#current(key, storedAt);
    const began = earliestOf(open)?.at ?? storedAt - this.#windowMs;
    const latest = latestOf(open);
    if (latest) latest.count -= 1;
    const left = open.filter((lookups) => lookups.count > 0);
    if (left.length > 0) this.#open.set(key, left);
    else this.#open.delete(key);
    return Math.min(began, storedAt);
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
