// When a cache tag was last marked by a revalidation, as the page cache knows it: this
// instance's marks merged with those every other instance shared through Redis. For what keeps
// tagged data outside Next's caches (the help search's answers, lib/help-search/) and must not
// serve what was read before a webhook.
//
// The cache handler (./cache-handler.ts), which Next loads as a module of its own, publishes its
// reader on globalThis under a Symbol.for key; route handlers, bundled with a copy of this module
// each, ask through it. Where no cache handler runs (a script, a unit test) no mark is known.
import type { TagMark } from './shared-store.ts';

/** When `tag` was last marked, in milliseconds since the epoch; undefined if never. */
export type TagMarkReader = (tag: string) => Promise<number | undefined>;

const key = Symbol.for('mantisoft.tag-marks');

type Holder = { [key]?: TagMarkReader };

/** Makes `reader` the one every part of this process asks. */
export function publishTagMarks(reader: TagMarkReader): void {
  (globalThis as Holder)[key] = reader;
}

/** When `tag` was last marked, as far as this process's cache handler knows; undefined if never. */
export function tagMarkedAt(tag: string): Promise<number | undefined> {
  const reader = (globalThis as Holder)[key];
  return reader ? reader(tag) : Promise.resolve(undefined);
}

/**
 * The moment a mark made what was read before it out of date: when the tag went stale, or when
 * it expired, once that moment has come (an expiry may be set for later).
 */
export function lastMarked(mark: TagMark | undefined, now: number): number | undefined {
  const expired = mark?.expired !== undefined && mark.expired <= now ? mark.expired : undefined;
  const stale = mark?.stale;
  if (stale === undefined) return expired;
  return expired === undefined ? stale : Math.max(stale, expired);
}
