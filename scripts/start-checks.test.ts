import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasProductionBuild, portInUse } from './start-checks.ts';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

describe('start checks', () => {
  it('finds a production build only once next build has written its BUILD_ID', () => {
    const root = mkdtempSync(join(tmpdir(), 'start-checks-'));
    expect(hasProductionBuild(root)).toBe(false);
    mkdirSync(join(root, '.next'));
    expect(hasProductionBuild(root)).toBe(false);
    writeFileSync(join(root, '.next', 'BUILD_ID'), 'abc');
    expect(hasProductionBuild(root)).toBe(true);
  });

  it('looks in the build folder it is given, not in .next', () => {
    const root = mkdtempSync(join(tmpdir(), 'start-checks-'));
    mkdirSync(join(root, '.next'));
    writeFileSync(join(root, '.next', 'BUILD_ID'), 'abc');
    expect(hasProductionBuild(root, '.next-e2e')).toBe(false);
    mkdirSync(join(root, '.next-e2e'));
    writeFileSync(join(root, '.next-e2e', 'BUILD_ID'), 'def');
    expect(hasProductionBuild(root, '.next-e2e')).toBe(true);
  });

  it('tells a port in use from a free one', async () => {
    server = createServer();
    const port = await new Promise<number>((resolve) =>
      server?.listen(0, () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    expect(await portInUse(port)).toBe(true);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await portInUse(port)).toBe(false);
  });
});
