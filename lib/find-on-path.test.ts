import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOnPath } from './find-on-path.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

describe('findOnPath', () => {
  it('finds an executable on PATH, and nothing where there is none', () => {
    const folder = tempFolder('find-on-path');
    expect(findOnPath('redis-server', folder)).toBeNull();
    writeFileSync(join(folder, 'redis-server'), '#!/bin/sh\n');
    expect(findOnPath('redis-server', folder)).toBeNull();
    chmodSync(join(folder, 'redis-server'), 0o755);
    expect(findOnPath('redis-server', `/nowhere:${folder}`)).toBe(join(folder, 'redis-server'));
  });

  it('looks in the further folders after PATH', () => {
    const folder = tempFolder('find-on-path');
    writeFileSync(join(folder, 'nginx'), '#!/bin/sh\n', { mode: 0o755 });
    expect(findOnPath('nginx', '/nowhere', [folder])).toBe(join(folder, 'nginx'));
    expect(findOnPath('nginx', '/nowhere', ['/nowhere-either'])).toBeNull();
  });
});
