// Loads the seed folder into memory, checks it, and reloads it when a file changes. A reload
// that fails (a half-saved file, a typo) is reported and the last good content keeps serving.
import { watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { type AnnouncementIndex, buildAnnouncementIndex } from './announcement-index.ts';
import { buildSearchIndex, type SearchIndex } from './search.ts';
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

async function readSeed<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || '(root)';
    throw new Error(`${path}: ${where}: ${issue?.message}`);
  }
  return parsed.data;
}

async function readFolder<S extends z.ZodType>(dir: string, schema: S) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  // In batches: a folder of ten thousand files read at once could exceed the open-file limit.
  const read: z.output<S>[] = [];
  for (let start = 0; start < names.length; start += 256) {
    const batch = names.slice(start, start + 256);
    read.push(...(await Promise.all(batch.map((name) => readSeed(join(dir, name), schema)))));
  }
  return read;
}

export async function loadContent(seedDir: string): Promise<Content> {
  const [announcements, showcase, software, manuals, help, popular] = await Promise.all([
    readFolder(join(seedDir, 'announcements'), seedAnnouncement),
    readSeed(join(seedDir, 'showcase.json'), seedShowcase),
    readSeed(join(seedDir, 'software.json'), seedSoftware),
    readSeed(join(seedDir, 'manuals.json'), seedManuals),
    readFolder(join(seedDir, 'help'), seedHelpType),
    readSeed(join(seedDir, 'popular-searches.json'), seedPopularSearches),
  ]);
  const content = {
    announcements,
    showcase,
    software,
    manuals,
    help: help.sort((a, b) => a.sort - b.sort || a.id - b.id),
    popular,
    search: buildSearchIndex(help),
    announcementIndex: buildAnnouncementIndex(announcements),
    loadedAt: new Date(),
  };
  checkConsistency(content);
  return content;
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

export type Store = { current: () => Content; close: () => void };

/** Loads the seed folder and keeps it loaded, reloading shortly after any change below it. */
export async function openStore(
  seedDir: string,
  onReload?: (error?: Error) => void,
): Promise<Store> {
  let content = await loadContent(seedDir);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch(seedDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      loadContent(seedDir).then(
        (fresh) => {
          content = fresh;
          onReload?.();
        },
        (error: Error) => onReload?.(error),
      );
    }, 100);
  });
  return {
    current: () => content,
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
