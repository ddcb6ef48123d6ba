// The release (scripts/package.ts) runs on a server that has Node 24 and nothing of the
// repository: unpacked from its tarball into an empty folder outside the repository, started
// from elsewhere with its one start command (`node <release>/scripts/start.ts`, the command of
// deploy/systemd/mantisoft-site@.service) on a PATH that holds `node` alone (no npm, no npx),
// it serves the site with the embedded content service, as an operator's first start would.
// The launcher's own work shows in its log and in the running server's process: the checked
// settings, jemalloc (where the system has it) and the heap flag.
//
// The release is the one the tests' build makes (release-e2e/, from .next-e2e, hence
// NEXT_DIST_DIR); an operator's is made the same way from .next.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseProblems } from '#lib/release/release-check.ts';
import { sections } from '#lib/site-config.ts';
import { listeningPid } from '#tools/load/proc.ts';
import { waitForUrl } from '#tools/process/project-copy.ts';
import { releaseStartArgs, releaseTarball, unpackRelease } from '#tools/process/release-copy.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { jemallocPaths } from '../../scripts/server-env.ts';

const root = new URL('../..', import.meta.url).pathname;
const jemalloc = jemallocPaths.find((path) => existsSync(path));

let folder = '';
let release = '';
let bin = '';

type Launched = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The start command as a service manager runs it: from `/`, with only node on the PATH. */
function launch(settings: Record<string, string>): Launched {
  const child = spawn(join(bin, 'node'), releaseStartArgs(release), {
    cwd: '/',
    env: {
      PATH: bin,
      HOME: folder,
      // The launcher's server runs in production mode whatever it says; the types want it named.
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...settings,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function stop({ child, exited }: Launched) {
  const group = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // gone already
    }
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'mantisoft-release-test-'));
  release = unpackRelease(releaseTarball(e2eBuildDir), join(folder, 'release'));
  bin = join(folder, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the unpacked release', () => {
  it('lies outside the repository and holds nothing that leads back into it, nor secrets, tests or npm', () => {
    expect(relative(root, release)).toMatch(/^\.\./);
    expect(releaseProblems(release)).toEqual([]);
    expect(existsSync(join(release, 'node_modules', '.bin', 'npm'))).toBe(false);
    expect(existsSync(join(release, 'next.config.mjs'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8')) as object;
    expect(manifest).not.toHaveProperty('dependencies');
  });

  it('stops on a setting it cannot use, with one line and exit code 1', async () => {
    const [port = 0] = await freePorts(1);
    const launched = launch({ PORT: String(port), REDIS_TIMEOUT_MS: 'abc' });
    expect(await launched.exited).toBe(1);
    const lines = launched.output().split('\n').filter(Boolean);
    expect(lines, launched.output()).toHaveLength(1);
    expect(lines[0]).toContain('REDIS_TIMEOUT_MS=abc');
  });

  describe('started with its one command', () => {
    let launched: Launched;
    let origin = '';
    let port = 0;
    beforeAll(async () => {
      const [sitePort = 0, contentPort = 0] = await freePorts(2);
      port = sitePort;
      origin = `http://127.0.0.1:${port}`;
      launched = launch({
        NEXT_DIST_DIR: e2eBuildDir,
        PORT: String(port),
        SITE_URL: origin,
        CONTENT_SERVICE_PORT: String(contentPort),
      });
      const running = {
        output: launched.output,
        exited: launched.exited,
        stop: () => stop(launched),
      };
      await waitForUrl(`${origin}/robots.txt`, running, 120_000);
    });
    afterAll(() => stop(launched));

    it('serves the home page, each section in both languages, a static chunk and a resized picture', async () => {
      const home = await fetch(`${origin}/`, { headers: { 'accept-language': 'zh-CN' } });
      expect(home.status).toBe(200);
      const english = await fetch(`${origin}/en`);
      expect(english.status).toBe(200);
      for (const section of sections) {
        for (const path of [`/${section}`, `/en/${section}`]) {
          expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
        }
      }
      const chunk = /\/_next\/static\/[^"]+\.js/.exec(await english.text())?.[0];
      expect(chunk).toBeDefined();
      const script = await fetch(`${origin}${chunk}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      // Resized by sharp, whose native library must have come along with the release.
      const picture = await fetch(`${origin}/_next/image?url=%2Ficons%2Ficon-512.png&w=64&q=75`, {
        headers: { accept: 'image/webp,image/*' },
      });
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    });

    it('was checked and set up by the launcher: settings, allocator and heap', () => {
      const log = launched.output();
      expect(log).toMatch(/configuration/);
      expect(log).toMatch(/JavaScript heap: collected when it has grown by 50 %/);
      const pid = listeningPid(port);
      expect(pid, `a process listens on ${port}`).not.toBeNull();
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(cmdline).toContain('--heap-growing-percent=50');
      expect(cmdline.some((part) => part.startsWith(release))).toBe(true);
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (jemalloc) {
        expect(log).toContain(`jemalloc (${jemalloc}`);
        expect(environ).toContain(`LD_PRELOAD=${jemalloc}`);
      } else {
        expect(environ.some((entry) => entry.startsWith('LD_PRELOAD='))).toBe(false);
      }
    });
  });
});
