// The announcement orders every list and detail call needs, built once per (re)load so that a
// call costs a slice and a map lookup instead of sorting every announcement: newest first (the
// detail page's neighbours) and the list's order (pinned first, then newest), overall and per
// category.
import type { SeedAnnouncement } from './seed-schema.ts';

type Category = SeedAnnouncement['category'];

export type AnnouncementIndex = {
  /** Newest first; ties by the higher id. */
  newest: SeedAnnouncement[];
  /** Position of each id in `newest`. */
  positionOf: Map<number, number>;
  /** The list's order: pinned first, then newest. */
  listed: SeedAnnouncement[];
  listedIn: Map<Category, SeedAnnouncement[]>;
};

export function buildAnnouncementIndex(
  announcements: readonly SeedAnnouncement[],
): AnnouncementIndex {
  const newest = announcements.toSorted((a, b) => b.publishTime - a.publishTime || b.id - a.id);
  const listed = [...newest.filter((a) => a.pinned), ...newest.filter((a) => !a.pinned)];
  const listedIn = new Map<Category, SeedAnnouncement[]>();
  for (const item of listed) {
    const list = listedIn.get(item.category);
    if (list) list.push(item);
    else listedIn.set(item.category, [item]);
  }
  return {
    newest,
    positionOf: new Map(newest.map((item, at) => [item.id, at])),
    listed,
    listedIn,
  };
}
