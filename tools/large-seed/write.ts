// Writes the large seed: a copy of a seed folder (showcase, software, manuals, images, popular
// searches and its own items kept as they are) with generated announcements and help articles
// added up to the requested totals, then loads it as the service would, to prove it valid.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedHelpType } from '#content-service/seed-schema.ts';
import { loadContent } from '#content-service/store.ts';
import { generateAnnouncements } from './announcements.ts';
import { growHelp } from './help.ts';
import { seededRandom } from './prng.ts';

export type LargeSeedOptions = {
  from: string;
  to: string;
  announcements: number;
  helpArticles: number;
  seed?: number;
};

export const largeSeedSize = { announcements: 10_000, helpArticles: 2_000 } as const;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const maxId = (ids: number[]) => ids.reduce((max, id) => Math.max(max, id), 0);

async function writeAnnouncements(
  options: LargeSeedOptions,
  existing: { id: number; cover: string | null }[],
) {
  const random = seededRandom(options.seed ?? 20_261_124);
  const generated = generateAnnouncements({
    count: Math.max(0, options.announcements - existing.length),
    firstId: maxId(existing.map((a) => a.id)) + 1,
    covers: [...new Set(existing.flatMap((a) => (a.cover ? [a.cover] : [])))],
    random,
  });
  const dir = join(options.to, 'announcements');
  // A few hundred files at a time: fewer open files, and faster than one by one.
  for (let start = 0; start < generated.length; start += 500) {
    await Promise.all(
      generated
        .slice(start, start + 500)
        .map((item) =>
          writeFile(join(dir, `gen-${String(item.id).padStart(5, '0')}.json`), json(item)),
        ),
    );
  }
}

async function writeHelp(options: LargeSeedOptions, articleIds: number[]) {
  const dir = join(options.to, 'help');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      name,
      type: seedHelpType.parse(JSON.parse(await readFile(join(dir, name), 'utf8'))),
    })),
  );
  const grown = growHelp(
    files.map((file) => file.type),
    {
      total: options.helpArticles,
      firstId: maxId(articleIds) + 1,
      random: seededRandom((options.seed ?? 20_261_124) + 1),
    },
  );
  await Promise.all(
    files.map((file, index) => writeFile(join(dir, file.name), json(grown[index]))),
  );
}

/** Writes the seed and returns what the service loads from it. */
export async function writeLargeSeed(options: LargeSeedOptions) {
  await rm(options.to, { recursive: true, force: true });
  await mkdir(options.to, { recursive: true });
  // Published content only: drafts would make the service build every index twice, and the
  // benchmarks measure what visitors read.
  const drafts = join(options.from, 'drafts');
  await cp(options.from, options.to, {
    recursive: true,
    filter: (source) => source !== drafts && !source.startsWith(`${drafts}/`),
  });
  const base = await loadContent(options.to);
  await writeAnnouncements(options, base.announcements);
  await writeHelp(
    options,
    base.search.articles.map((a) => a.id),
  );
  const content = await loadContent(options.to);
  return {
    announcements: content.announcements.length,
    helpArticles: content.search.articles.length,
  };
}
