// The seed folder's watch: one report a change, in new folders too, and still reports after the
// seed folder is replaced.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SeedWatch, watchSeedFolder } from './seed-watch.ts';

let watching: SeedWatch | undefined;
let dir: string | undefined;
afterEach(async () => {
  watching?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const reported = (onChange: ReturnType<typeof vi.fn>, times: number) =>
  vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(times), { timeout: 20_000 });

describe('watchSeedFolder', () => {
  it('reports a save of several files once it settles', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-watch-'));
    const onChange = vi.fn();
    watching = watchSeedFolder(dir, onChange);
    await mkdir(join(dir, 'announcements'));
    await writeFile(join(dir, 'announcements', '001.json'), '{}');
    await writeFile(join(dir, 'software.json'), '{}');
    await reported(onChange, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports edits inside a folder made after it started', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-watch-'));
    const onChange = vi.fn();
    watching = watchSeedFolder(dir, onChange);
    await mkdir(join(dir, 'drafts'));
    await reported(onChange, 1);
    await writeFile(join(dir, 'drafts', 'showcase.json'), '[]');
    await reported(onChange, 2);
  });

  it('goes on reporting changes after the folder is removed and made again', async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-watch-'));
    const onChange = vi.fn();
    watching = watchSeedFolder(dir, onChange);
    await rm(dir, { recursive: true });
    await reported(onChange, 1);
    await mkdir(dir);
    await writeFile(join(dir, 'software.json'), '{}');
    await reported(onChange, 2);
    // The new folder is the one watched now: an edit inside it is seen.
    await writeFile(join(dir, 'software.json'), '{ "edited": true }');
    await reported(onChange, 3);
  });
});
