// The seed edit every content-changing test relies on: whatever a test does, the seed file ends
// as it was, and the site is told only once the content service serves what it should show.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeJson, type SeedEditor, withSeedEdit } from './seed-edit.ts';

let seedDir: string;
let steps: string[];

beforeEach(async () => {
  seedDir = await mkdtemp(join(tmpdir(), 'seed-edit-test-'));
  await writeFile(join(seedDir, 'software.json'), '{"version":"3.8.0"}');
  steps = [];
});
afterEach(() => rm(seedDir, { recursive: true, force: true }));

/** An editor that records what it is asked to do, and fails to see `never` served. */
function recorder(never?: boolean): SeedEditor<string> {
  return {
    seedDir,
    waitServed: async (edit, served) => {
      steps.push(`wait ${served}`);
      if (served === never) throw new Error(`${edit.file} never served`);
    },
    publish: async (tags) => {
      steps.push(`publish ${tags.join(',')}`);
      return 'ok';
    },
  };
}

const versionEdit = {
  file: 'software.json',
  change: changeJson<{ version: string }>((seed) => (seed.version = '3.9.0')),
  served: async () => true,
  tags: ['download:windows'],
};

describe('withSeedEdit', () => {
  it('edits, then puts the file back, waits for the service and publishes again', async () => {
    await withSeedEdit(recorder(), versionEdit, async (content) => {
      expect(JSON.parse(await readFile(join(seedDir, 'software.json'), 'utf8'))).toEqual({
        version: '3.9.0',
      });
      expect(await content.publish()).toBe('ok');
    });
    expect(await readFile(join(seedDir, 'software.json'), 'utf8')).toBe('{"version":"3.8.0"}');
    expect(steps).toEqual([
      'wait true',
      'publish download:windows',
      'wait false',
      'publish download:windows',
    ]);
  });

  it('puts the file back when the check fails', async () => {
    const failing = withSeedEdit(recorder(), versionEdit, async () => {
      throw new Error('the page did not show it');
    });
    await expect(failing).rejects.toThrow('the page did not show it');
    expect(await readFile(join(seedDir, 'software.json'), 'utf8')).toBe('{"version":"3.8.0"}');
  });

  it('puts the file back, and publishes nothing, when the service never serves the edit', async () => {
    await expect(withSeedEdit(recorder(true), versionEdit, async () => {})).rejects.toThrow(
      'never served',
    );
    expect(await readFile(join(seedDir, 'software.json'), 'utf8')).toBe('{"version":"3.8.0"}');
    expect(steps).toEqual(['wait true']);
  });

  it('removes a file the edit created', async () => {
    const created = { ...versionEdit, file: 'new.json', change: () => '{}' };
    await withSeedEdit(recorder(), created, async () => {
      expect(existsSync(join(seedDir, 'new.json'))).toBe(true);
    });
    expect(existsSync(join(seedDir, 'new.json'))).toBe(false);
  });
});
