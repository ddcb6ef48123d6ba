import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFiles } from './env-files.ts';

const names = ['ENV_FILES_TEST_A', 'ENV_FILES_TEST_B', 'ENV_FILES_TEST_C', 'ENV_FILES_TEST_D'];
let dir: string | undefined;
afterEach(async () => {
  for (const name of names) delete process.env[name];
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the launchers read the settings files Next reads', () => {
  it('in Next’s order, with the environment winning over every file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'env-files-'));
    await writeFile(join(dir, '.env.local'), 'ENV_FILES_TEST_A=local\nENV_FILES_TEST_B=local\n');
    await writeFile(join(dir, '.env'), 'ENV_FILES_TEST_B=env\nENV_FILES_TEST_C=env\n');
    await writeFile(join(dir, '.env.development.local'), 'ENV_FILES_TEST_C=development\n');
    process.env.ENV_FILES_TEST_A = 'shell';

    expect(loadEnvFiles(dir, 'production')).toEqual(['.env.local', '.env']);
    expect(process.env.ENV_FILES_TEST_A).toBe('shell');
    expect(process.env.ENV_FILES_TEST_B).toBe('local');
    expect(process.env.ENV_FILES_TEST_C).toBe('env');
    expect(process.env.ENV_FILES_TEST_D).toBeUndefined();
  });

  it('read nothing where there are no files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'env-files-'));
    expect(loadEnvFiles(dir, 'development')).toEqual([]);
  });
});
