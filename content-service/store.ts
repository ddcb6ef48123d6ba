// Loads the seed folder into memory, checks it, and reloads it when a file changes. A reload
// that fails (a half-saved file, a typo) is reported and the last good content keeps serving.
import { log } from '#lib/log.ts';
import { join } from 'node:path';
import { type AnnouncementIndex, buildAnnouncementIndex } from './announcement-index.ts';
import { applyDrafts, type Drafted, hasDrafts, readDrafts } from './drafts.ts';
import { buildSearchIndex, type SearchIndex } from './search.ts';
import { readFolder, readSeed } from './seed-files.ts';
import { watchSeedFolder } from './seed-watch.ts';
import {
  type SeedAnnouncement,
  type SeedHelpType,
  type SeedManuals,
  type SeedPopularSearch,
  type SeedShowItem,
  type SeedSoftware,
  seedAnnouncement,
  seedHelpType,
  seedManuals,
  seedPopularSearches,
  seedShowcase,
  seedSoftware,
} from './seed-schema.ts';

export type Content = {
  announcements: SeedAnnouncement[];
  showcase: SeedShowItem[];
  software: SeedSoftware;
  manuals: SeedManuals;
  help: SeedHelpType[];
  popular: SeedPopularSearch[];
  search: SearchIndex;
  announcementIndex: AnnouncementIndex;
  loadedAt: Date;
};

type SeedParts = Drafted & {
  showcase: SeedShowItem[];
  manuals: SeedManuals;
  popular: SeedPopularSearch[];
};

async function readParts(seedDir: string): Promise<SeedParts> {
  const [announcements, showcase, software, manuals, help, popular] = await Promise.all([
    readFolder(join(seedDir, 'announcements'), seedAnnouncement),
    readSeed(join(seedDir, 'showcase.json'), seedShowcase),
    readSeed(join(seedDir, 'software.json'), seedSoftware),
    readSeed(join(seedDir, 'manuals.json'), seedManuals),
    readFolder(join(seedDir, 'help'), seedHelpType),
    readSeed(join(seedDir, 'popular-searches.json'), seedPopularSearches),
  ]);
  return { announcements, showcase, software, manuals, help, popular };
}

function buildContent(parts: SeedParts, loadedAt: Date): Content {
  const help = parts.help.toSorted((a, b) => a.sort - b.sort || a.id - b.id);
  const content = {
    ...parts,
    help,
    search: buildSearchIndex(help),
    announcementIndex: buildAnnouncementIndex(parts.announcements),
    loadedAt,
  };
  checkConsistency(content);
  return content;
}

/** The published content of a seed folder: what every visitor reads. */
export async function loadContent(seedDir: string): Promise<Content> {
  return buildContent(await readParts(seedDir), new Date());
}

/** What a call reads: the published content, or the same with the drafts applied. */
export type Contents = { published: Content; draft: Content };

export async function loadContents(seedDir: string): Promise<Contents> {
  const [parts, drafts] = await Promise.all([readParts(seedDir), readDrafts(seedDir)]);
  const loadedAt = new Date();
  const published = buildContent(parts, loadedAt);
  if (!hasDrafts(drafts)) return { published, draft: published };
  const { applied, orphans } = applyDrafts(parts, drafts);
  if (orphans.length > 0) {
    log.warn('content-service: drafts left out, their published item is gone', {
      seedDir,
      orphans,
    });
  }
  return { published, draft: buildContent({ ...parts, ...applied }, loadedAt) };
}

function checkConsistency(content: Content): void {
  assertUnique(
    'announcement',
    content.announcements.map((a) => a.id),
  );
  assertUnique(
    'showcase item',
    content.showcase.map((s) => s.id),
  );
  assertUnique(
    'help heading',
    content.help.map((t) => t.id),
  );
  assertUnique(
    'help sub-heading',
    content.help.flatMap((t) => t.subs.map((s) => s.id)),
  );
  assertUnique(
    'help article',
    content.search.articles.map((a) => a.id),
  );
  assertUnique(
    'popular search',
    content.popular.map((p) => p.id),
  );
  for (const search of content.popular) {
    if (!content.search.byId.has(search.articleId)) {
      throw new Error(`popular search ${search.id} points to missing article ${search.articleId}`);
    }
  }
}

function assertUnique(what: string, ids: number[]): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`two ${what}s have id ${id}`);
    seen.add(id);
  }
}

export type Store = {
  /** The published content. */
  current: () => Content;
  /** The content with the drafts applied (the published content when there are none). */
  draft: () => Content;
  close: () => void;
};

/**
 * Loads the seed folder and keeps it loaded, reloading shortly after any change below it. One
 * load runs at a time: changes made while one runs (a script writing thousands of files) start
 * one more when it ends, so the newest content always lands last and a burst of changes never
 * has loads run side by side.
 */
export async function openStore(
  seedDir: string,
  onReload?: (error?: Error) => void,
): Promise<Store> {
  let contents = await loadContents(seedDir);
  let loading = false;
  let again = false;
  let closed = false;
  const reload = () => {
    if (closed) return;
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    loadContents(seedDir)
      .then(
        (fresh) => {
          contents = fresh;
          onReload?.();
        },
        (error: Error) => onReload?.(error),
      )
      .finally(() => {
        loading = false;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  const watch = watchSeedFolder(seedDir, reload);
  return {
    current: () => contents.published,
    draft: () => contents.draft,
    close: () => {
      closed = true;
      watch.close();
    },
  };
}
