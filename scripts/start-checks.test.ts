import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { hasProductionBuild, launchChecks, portInUse } from './start-checks.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

let server: Server | undefined;

/** Listens on a free port, as another program would, until the test ends. */
function listen(): Promise<number> {
  server = createServer();
  return new Promise<number>((resolve) =>
    server?.listen(0, () => {
      const address = server?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

describe('start checks', () => {
  it('finds a production build only once next build has written its BUILD_ID', () => {
    const root = tempFolder('start-checks');
    expect(hasProductionBuild(root)).toBe(false);
    mkdirSync(join(root, '.next'));
    expect(hasProductionBuild(root)).toBe(false);
    writeFileSync(join(root, '.next', 'BUILD_ID'), 'abc');
    expect(hasProductionBuild(root)).toBe(true);
  });

  it('looks in the build folder it is given, not in .next', () => {
    const root = tempFolder('start-checks');
    mkdirSync(join(root, '.next'));
    writeFileSync(join(root, '.next', 'BUILD_ID'), 'abc');
    expect(hasProductionBuild(root, '.next-e2e')).toBe(false);
    mkdirSync(join(root, '.next-e2e'));
    writeFileSync(join(root, '.next-e2e', 'BUILD_ID'), 'def');
    expect(hasProductionBuild(root, '.next-e2e')).toBe(true);
  });

  it('tells a port in use from a free one', async () => {
    const port = await listen();
    expect(await portInUse(port)).toBe(true);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await portInUse(port)).toBe(false);
  });
});

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const port = await listen();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server = undefined;
  return port;
}

describe('the checks before npm start', () => {
  const sound = {
    SITE_URL: 'https://www.mantisoft.com',
    CONTENT_API_BASE: 'https://content.mantisoft.com/api',
  };

  it('name a missing build and a busy port together, once the settings are sound', async () => {
    const root = tempFolder('start-checks');
    const port = await listen();
    expect(await launchChecks('start', root, { ...sound, PORT: String(port) })).toEqual({
      errors: [
        'There is no production build yet: run `npm run build` first, then `npm start`.',
        `site: port ${port} is already in use: stop what is using it, or choose another port with PORT=<port>.`,
      ],
    });
  });

  it('name a busy operator’s port, and one that is the site’s own', async () => {
    const root = tempFolder('start-checks');
    mkdirSync(join(root, '.next'));
    writeFileSync(join(root, '.next', 'BUILD_ID'), 'abc');
    const busy = await listen();
    const site = await freePort();
    const withOperator = (METRICS_PORT: string) =>
      launchChecks('start', root, { ...sound, PORT: String(site), METRICS_PORT });
    expect((await withOperator(String(busy))).errors).toEqual([
      `operator: port ${busy} is already in use: stop what is using it, or choose another port with METRICS_PORT=<port>.`,
    ]);
    expect((await withOperator(String(site))).errors).toEqual([
      'operator: METRICS_PORT must differ from PORT: visitors must never reach /metrics',
    ]);
  });

  it('stop at the settings when one is wrong, and say what is only unusual in one line', async () => {
    const root = tempFolder('start-checks');
    expect(await launchChecks('start', root, { ...sound, REDIS_TIMEOUT_MS: 'abc' })).toEqual({
      errors: [
        'configuration: REDIS_TIMEOUT_MS=abc: expected a positive whole number of milliseconds',
      ],
    });
    mkdirSync(join(root, '.next'));
    writeFileSync(join(root, '.next', 'BUILD_ID'), 'abc');
    const port = await freePort();
    const unusual = await launchChecks('start', root, { PORT: String(port) });
    expect(unusual.errors).toEqual([]);
    expect(unusual.warning).toMatch(
      /^configuration: SITE_URL is unset: .*; CONTENT_API_BASE is unset: /,
    );
  });
});

describe('npm start with a bad setting', () => {
  it('exits before anything starts, with the one line that says why', async () => {
    const root = join(import.meta.dirname, '..');
    const launcher = join(root, 'scripts', 'start.ts');
    const failure = await promisify(execFile)(process.execPath, [launcher], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        // No build is needed: the settings are read first.
        SITE_URL: 'https://www.mantisoft.com',
        REDIS_TIMEOUT_MS: 'abc',
        CONTENT_API_BASE: 'http://127.0.0.1:9',
      },
    }).then(
      () => null,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = (failure?.stderr ?? '').trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { level?: string; msg?: string };
    expect(line.level).toBe('error');
    expect(line.msg).toBe(
      'configuration: REDIS_TIMEOUT_MS=abc: expected a positive whole number of milliseconds',
    );
    expect(failure?.stdout ?? '').toBe('');
  });
});
