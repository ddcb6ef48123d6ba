import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectOwnBuildUntouched, ownBuildMark } from './own-build.ts';

const roots: string[] = [];
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'own-build-'));
  roots.push(root);
  return root;
}
function build(root: string, id: string, seconds = 1_700_000_000) {
  mkdirSync(join(root, '.next'), { recursive: true });
  writeFileSync(join(root, '.next/BUILD_ID'), id);
  utimesSync(join(root, '.next/BUILD_ID'), seconds, seconds);
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the user's own build beside a test build", () => {
  it('passes while it stays absent, or stays as it was', () => {
    const none = project();
    expectOwnBuildUntouched(none, ownBuildMark(none));
    const built = project();
    build(built, 'users-build');
    const before = ownBuildMark(built);
    mkdirSync(join(built, '.next-e2e'));
    writeFileSync(join(built, '.next-e2e/BUILD_ID'), 'test-build');
    expectOwnBuildUntouched(built, before);
  });

  it('fails when a build went to it: made where there was none, or made again', () => {
    const none = project();
    const absent = ownBuildMark(none);
    build(none, 'test-build');
    expect(() => expectOwnBuildUntouched(none, absent)).toThrow(/changed the user's own build/);

    const built = project();
    build(built, 'users-build');
    const before = ownBuildMark(built);
    build(built, 'users-build', 1_700_000_100);
    expect(() => expectOwnBuildUntouched(built, before)).toThrow(/absent|BUILD_ID/);
  });
});
