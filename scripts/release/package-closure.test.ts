import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packageClosure } from './package-closure.ts';

let root = '';
function install(folder: string, manifest: Record<string, unknown> = {}) {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, 'package.json'), JSON.stringify(manifest));
}
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'package-closure-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('packageClosure', () => {
  it('adds what a package depends on, found as Node finds it, nested copies included', () => {
    install('node_modules/pino', { dependencies: { 'sonic-boom': '4', 'thread-stream': '3' } });
    install('node_modules/sonic-boom', { dependencies: { 'atomic-sleep': '1' } });
    install('node_modules/atomic-sleep');
    install('node_modules/thread-stream', { dependencies: { 'real-require': '1' } });
    install('node_modules/thread-stream/node_modules/real-require');
    install('node_modules/real-require');
    expect(packageClosure(root, ['pino'], () => false)).toEqual([
      'node_modules/atomic-sleep',
      'node_modules/pino',
      'node_modules/sonic-boom',
      'node_modules/thread-stream',
      'node_modules/thread-stream/node_modules/real-require',
    ]);
  });

  it("leaves a package the trace holds as it is, with what it depends on", () => {
    install('node_modules/next', { optionalDependencies: { '@next/swc-linux-x64-gnu': '16' } });
    install('node_modules/@next/swc-linux-x64-gnu');
    install('node_modules/prom-client', { dependencies: { tdigest: '0.1' } });
    install('node_modules/tdigest');
    const present = (folder: string) => folder === 'node_modules/next';
    expect(packageClosure(root, ['next', 'prom-client'], present)).toEqual([
      'node_modules/prom-client',
      'node_modules/tdigest',
    ]);
  });

  it('does without optional and peer packages that are not installed, not without the rest', () => {
    install('node_modules/a', {
      optionalDependencies: { gone: '1' },
      peerDependencies: { 'also-gone': '1' },
    });
    expect(packageClosure(root, ['a'], () => false)).toEqual(['node_modules/a']);
    install('node_modules/b', { dependencies: { gone: '1' } });
    expect(() => packageClosure(root, ['b'], () => false)).toThrow(
      'gone (imported by b) is not installed',
    );
  });
});
