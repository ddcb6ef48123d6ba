import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '#content-service/store.ts';
import { seedDir } from '#tools/testing/content-service.ts';
import { writeLargeSeed } from './write.ts';

const root = await mkdtemp(join(tmpdir(), 'large-seed-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('large seed', () => {
  const size = { announcements: 300, helpArticles: 400 };

  it('holds the requested totals, loads without errors and spreads its items', async () => {
    const to = join(root, 'a');
    expect(await writeLargeSeed({ from: seedDir, to, ...size })).toEqual(size);
    const content = await loadContent(to);
    expect(await readdir(to)).not.toContain('drafts');
    const categories = new Set(content.announcements.map((a) => a.category));
    expect(categories.size).toBe(4);
    const years = new Set(
      content.announcements.map((a) => new Date(a.publishTime * 1000).getUTCFullYear()),
    );
    expect(years.size).toBeGreaterThan(5);
    const perSection = content.help.flatMap((t) => t.subs.map((s) => s.articles.length));
    expect(Math.max(...perSection)).toBeGreaterThan(Math.min(...perSection) * 2);
  });

  it('writes the same files on every run', async () => {
    const [one, two] = [join(root, 'b'), join(root, 'c')];
    await writeLargeSeed({ from: seedDir, to: one, ...size });
    await writeLargeSeed({ from: seedDir, to: two, ...size });
    const file = join('help', '02-laser-cutting.json');
    expect(await readFile(join(one, file), 'utf8')).toBe(await readFile(join(two, file), 'utf8'));
    const names = (await readdir(join(one, 'announcements'))).sort();
    expect(await readdir(join(two, 'announcements'))).toHaveLength(names.length);
    const last = join('announcements', names.at(-1) ?? '');
    expect(await readFile(join(one, last), 'utf8')).toBe(await readFile(join(two, last), 'utf8'));
  });
});
