import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseFolder, releaseManifest } from './layout.ts';
import { releaseProblems } from './release-check.ts';

let root = '';
const release = () => join(root, 'release');
function write(file: string) {
  mkdirSync(dirname(join(release(), file)), { recursive: true });
  writeFileSync(join(release(), file), '');
}
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'release-check-'));
  write('scripts/start.ts');
  write('node_modules/jsdom/package.json');
  mkdirSync(join(release(), '.next/node_modules'), { recursive: true });
  // Next's own links between its folders, relative and inside the release.
  symlinkSync('../../node_modules/jsdom', join(release(), '.next/node_modules/jsdom-0a1b'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('releaseProblems', () => {
  it('accepts a release whose links stay inside it', () => {
    expect(releaseProblems(release())).toEqual([]);
  });

  it('names links out of the release, settings, tests, npm and a next.config.mjs', () => {
    writeFileSync(join(root, 'outside.ts'), '');
    symlinkSync('../../outside.ts', join(release(), 'scripts/linked.ts'));
    symlinkSync(join(root, 'outside.ts'), join(release(), 'scripts/absolute.ts'));
    write('.env.local');
    write('.env.production');
    write('lib/a.test.ts');
    write('node_modules/.bin/npm');
    write('next.config.mjs');
    expect(releaseProblems(release())).toEqual([
      '.env.local must not be in a release',
      '.env.production must not be in a release',
      'lib/a.test.ts must not be in a release',
      'next.config.mjs must not be in a release',
      'node_modules/.bin must not be in a release',
      'node_modules/.bin/npm: a release holds no npm',
      `scripts/absolute.ts links out of the release, to ${join(root, 'outside.ts')}`,
      `scripts/linked.ts links out of the release, to ${join(root, 'outside.ts')}`,
    ]);
  });
});

describe('the release layout', () => {
  it('keeps a test build’s release apart from the user’s', () => {
    expect(releaseFolder('.next')).toBe('release');
    expect(releaseFolder('.next-e2e')).toBe('release-e2e');
  });

  it('has a manifest with nothing to install and only the aliases of what it holds', () => {
    const manifest = releaseManifest(
      {
        name: 'site',
        version: '1.2.3',
        engines: { node: '>=24 <25' },
        imports: { '#lib/*': './lib/*', '#e2e/*': './e2e/*' },
      },
      (folder) => folder === './lib',
    );
    expect(manifest).toMatchObject({
      name: 'site',
      version: '1.2.3',
      type: 'module',
      engines: { node: '>=24 <25' },
      imports: { '#lib/*': './lib/*' },
    });
    expect(Object.keys(manifest)).not.toContain('dependencies');
    expect(Object.keys(manifest)).not.toContain('scripts');
  });
});
