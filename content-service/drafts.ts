// Drafts: what the content team has written and not yet published, kept in seed/drafts/.
// - announcements/*.json: whole announcements; an id the seed lacks is a new, unpublished one,
//   an id it has is an edit of that announcement;
// - help-articles.json: new titles and bodies of published help articles, by id;
// - release-notes.json: new release notes of a published version of a package.
// Every part is optional. The service answers drafts only to a call that asks for them with the
// preview token (server.ts); everyone else reads the published seed.
import { join } from 'node:path';
import { exists, readFolder, readSeed } from './seed-files.ts';
import {
  type SeedAnnouncement,
  type SeedHelpEdit,
  type SeedHelpType,
  type SeedPackage,
  type SeedReleaseEdit,
  type SeedSoftware,
  seedAnnouncement,
  seedHelpEdit,
  seedReleaseEdit,
} from './seed-schema.ts';

export type SeedDrafts = {
  announcements: SeedAnnouncement[];
  helpArticles: SeedHelpEdit[];
  releaseNotes: SeedReleaseEdit[];
};

/** The parts of the seed that drafts change. */
export type Drafted = {
  announcements: SeedAnnouncement[];
  help: SeedHelpType[];
  software: SeedSoftware;
};

async function optional<T>(path: string, read: (path: string) => Promise<T[]>): Promise<T[]> {
  return (await exists(path)) ? read(path) : [];
}

export async function readDrafts(seedDir: string): Promise<SeedDrafts> {
  const dir = join(seedDir, 'drafts');
  const [announcements, helpArticles, releaseNotes] = await Promise.all([
    optional(join(dir, 'announcements'), (path) => readFolder(path, seedAnnouncement)),
    optional(join(dir, 'help-articles.json'), (path) => readSeed(path, seedHelpEdit)),
    optional(join(dir, 'release-notes.json'), (path) => readSeed(path, seedReleaseEdit)),
  ]);
  return { announcements, helpArticles, releaseNotes };
}

export function hasDrafts(drafts: SeedDrafts): boolean {
  return drafts.announcements.length + drafts.helpArticles.length + drafts.releaseNotes.length > 0;
}

/**
 * The published parts with the drafts applied, sharing every object no draft touches. A draft
 * whose help article or version is no longer published (renamed, removed) is left out and named
 * in `orphans`: a stale draft must not stop the published content from loading.
 */
export function applyDrafts(
  published: Drafted,
  drafts: SeedDrafts,
): { applied: Drafted; orphans: string[] } {
  const orphans: string[] = [];
  const edited = new Map(drafts.announcements.map((a) => [a.id, a]));
  const publishedIds = new Set(published.announcements.map((a) => a.id));
  const announcements = [
    ...published.announcements.map((a) => edited.get(a.id) ?? a),
    ...drafts.announcements.filter((a) => !publishedIds.has(a.id)),
  ];
  const applied = {
    announcements,
    help: applyHelpEdits(published.help, drafts.helpArticles, orphans),
    software: applyReleaseEdits(published.software, drafts.releaseNotes, orphans),
  };
  return { applied, orphans };
}

function applyHelpEdits(
  help: SeedHelpType[],
  edits: SeedHelpEdit[],
  orphans: string[],
): SeedHelpType[] {
  const byId = new Map(edits.map((edit) => [edit.id, edit]));
  const used = new Set<number>();
  const result = help.map((type) => {
    const subs = type.subs.map((sub) => {
      if (!sub.articles.some((article) => byId.has(article.id))) return sub;
      const articles = sub.articles.map((article) => {
        const draft = byId.get(article.id);
        if (!draft) return article;
        used.add(draft.id);
        return { ...article, ...draft };
      });
      return { ...sub, articles };
    });
    return subs.every((sub, i) => sub === type.subs[i]) ? type : { ...type, subs };
  });
  for (const edit of edits) {
    if (!used.has(edit.id))
      orphans.push(`drafts/help-articles.json: no help article has id ${edit.id}`);
  }
  return result;
}

function applyReleaseEdits(
  software: SeedSoftware,
  edits: SeedReleaseEdit[],
  orphans: string[],
): SeedSoftware {
  const result: SeedSoftware = {
    ...software,
    linux: { ...software.linux },
  };
  for (const edit of edits) {
    const packages = packagesOf(result, edit.platform);
    const at = packages.findIndex((p) => p.id === edit.packageId);
    const found = packages[at];
    const version = found?.versions.findIndex((v) => v.version === edit.version) ?? -1;
    if (!found || version < 0) {
      orphans.push(
        `drafts/release-notes.json: ${edit.platform} package ${edit.packageId} has no version ${edit.version}`,
      );
      continue;
    }
    const versions = found.versions.map((v, i) =>
      i === version ? { ...v, zh: edit.zh, en: edit.en } : v,
    );
    setPackages(result, edit.platform, packages.with(at, { ...found, versions }));
  }
  return result;
}

type Platform = SeedReleaseEdit['platform'];

function packagesOf(software: SeedSoftware, platform: Platform): SeedPackage[] {
  return platform === 'windows' || platform === 'macos' || platform === 'android'
    ? software[platform]
    : software.linux[platform];
}

function setPackages(software: SeedSoftware, platform: Platform, packages: SeedPackage[]): void {
  if (platform === 'windows' || platform === 'macos' || platform === 'android') {
    software[platform] = packages;
  } else {
    software.linux[platform] = packages;
  }
}
