// Cache tags of every content read (docs/architecture.md, rule 5). The webhook accepts exactly
// these, so a typo in a content editor's call is a 400 instead of a silent no-op.
import type { components } from './api.gen.ts';

type Os = components['schemas']['OperatingSystem'];

export const tags = {
  announcements: 'announcement',
  announcement: (id: number) => `announcement:${id}`,
  /** Every list of announcements (pages, categories, the feed, the home page). */
  announcementLists: 'announcement-list',
  showcase: 'showcase',
  downloads: 'download',
  download: (section: Os | 'manuals') => `download:${section}`,
  help: 'help',
  helpArticle: (id: number) => `help:${id}`,
  /** Every heading's tree, which names its articles: refreshed with any article. */
  helpTree: 'help-tree',
} as const;

const knownTag =
  /^(?:announcement(?::[1-9]\d{0,8}|-list)?|showcase|download(?::(?:windows|macos|linux|android|manuals))?|help(?::[1-9]\d{0,8}|-tree)?)$/;

export function isKnownTag(tag: string): boolean {
  return knownTag.test(tag);
}

/**
 * A tag with what it implies: an edited announcement also changes every list that shows its
 * title, summary or cover, so `announcement:12` refreshes the lists too (not every other
 * announcement, as `announcement` would). An edited help article likewise refreshes the help
 * trees that show its title (`help-tree`).
 */
export function withImpliedTags(requested: readonly string[]): string[] {
  const all = new Set<string>();
  for (const tag of requested) {
    all.add(tag);
    if (tag.startsWith(`${tags.announcements}:`)) all.add(tags.announcementLists);
    if (tag.startsWith(`${tags.help}:`)) all.add(tags.helpTree);
  }
  return [...all];
}
