import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageName, resolveAlias, runtimeSpecifiers, sourceClosure } from './source-closure.ts';

describe('runtimeSpecifiers', () => {
  it('keeps what Node loads and drops what type stripping erases', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "import './d.ts';",
      "export { e } from '#lib/e.ts';",
      "export type { F } from '#lib/f.ts';",
      "export * from 'zod';",
      "const g = await import('pino');",
      "const h = import.meta.resolve('some-tool/bin/cli');",
      "const i = require('not-an-import');",
    ].join('\n');
    expect(runtimeSpecifiers(text)).toEqual([
      './a.ts',
      './c.ts',
      './d.ts',
      '#lib/e.ts',
      'zod',
      'pino',
      'some-tool/bin/cli',
    ]);
  });
});

describe('packageName', () => {
  it('is the package of a bare specifier, scoped or not', () => {
    expect(packageName('zod')).toBe('zod');
    expect(packageName('zod/v4')).toBe('zod');
    expect(packageName('@redis/client/dist/index.js')).toBe('@redis/client');
  });
});

describe('resolveAlias', () => {
  const imports = { '#lib/*': './lib/*', '#exact': './x/exact.ts' };
  it('follows the package.json imports map', () => {
    expect(resolveAlias('#lib/config/index.ts', imports)).toBe('lib/config/index.ts');
    expect(resolveAlias('#exact', imports)).toBe('x/exact.ts');
    expect(resolveAlias('#tools/a.ts', imports)).toBeUndefined();
  });
});

describe('sourceClosure', () => {
  let root = '';
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('walks relative and # imports to every file and package the entry points run', () => {
    root = mkdtempSync(join(tmpdir(), 'source-closure-'));
    write('scripts/start.ts', "import { a } from '#lib/a.ts';\nimport 'node:fs';\nimport 'fs';");
    write('lib/a.ts', "import { b } from './sub/b.ts';\nimport type { T } from '#lib/types.ts';");
    write('lib/sub/b.ts', "import { z } from 'zod';\nimport { c } from '../a.ts';");
    write('lib/types.ts', "import { x } from '@playwright/test';");
    write('lib/unused.ts', "import 'pino';");
    expect(sourceClosure(root, ['scripts/start.ts'], { '#lib/*': './lib/*' })).toEqual({
      files: ['lib/a.ts', 'lib/sub/b.ts', 'scripts/start.ts'],
      packages: ['zod'],
    });
  });

  it('fails on a file that is not there, or an alias the map lacks', () => {
    root = mkdtempSync(join(tmpdir(), 'source-closure-'));
    write('a.ts', "import './gone.ts';");
    write('b.ts', "import '#tools/x.ts';");
    expect(() => sourceClosure(root, ['a.ts'], {})).toThrow('gone.ts does not exist');
    expect(() => sourceClosure(root, ['b.ts'], {})).toThrow("#tools/x.ts is not in package.json's imports");
  });
});
