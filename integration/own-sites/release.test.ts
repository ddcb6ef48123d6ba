// The release (scripts/package.ts) runs on a server that has Node 24 and nothing of the
// repository: unpacked from its tarball into an empty folder outside the repository, started
// from elsewhere with its one start command, the ExecStart of its own
// deploy/systemd/mantisoft-site@.service (`node <release>/scripts/start.ts`), on a PATH that
// holds `node` alone (no npm, no npx), it serves the site with the embedded content service, as
// an operator's first start would. The launcher's own work shows in its log and in the running
// server's process: the checked settings, jemalloc (where the system has it) and the heap flag.
// systemd is not init here: the units' commands run as they are, on this machine's paths.
// The edge's unit renders its configuration from the release, checks it, starts nginx in front
// of the instance and reloads it.
//
// The release is the one the tests' build makes (release-e2e/, from .next-e2e, hence
// NEXT_DIST_DIR); an operator's is made the same way from .next.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx } from '#lib/edge/nginx-process.ts';
import { releaseProblems } from '../../scripts/release/release-check.ts';
import { commandArgs, readUnitFile, type UnitFile } from '../../scripts/release/unit-file.ts';
import { sections } from '#lib/site-config.ts';
import { listeningPid } from '#tools/load/proc.ts';
import { type Running, waitForUrl } from '#tools/process/project-copy.ts';
import { releaseTarball, unpackRelease } from '#tools/process/release-copy.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { poll } from '#tools/testing/poll.ts';
import { makeTestCertificate } from '#tools/testing/test-certificate.ts';
import { jemallocPaths } from '../../scripts/server-env.ts';
import { rawRequest } from './raw-request.ts';

const root = new URL('../..', import.meta.url).pathname;
const jemalloc = jemallocPaths.find((path) => existsSync(path));

/** The one value of a list, failing the test when there is not exactly one. */
function one<T>(values: T[] | undefined): T {
  expect(values).toHaveLength(1);
  return (values ?? [])[0] as T;
}

let folder = '';
let release = '';
let bin = '';

/** One of the release's own units. */
const unit = (name: string): UnitFile =>
  readUnitFile(readFileSync(join(release, 'deploy', 'systemd', name), 'utf8'));

/** A unit's command line, its paths those of this machine's copy of a server. */
function onThisMachine(line: string): string[] {
  const places: [string, string][] = [
    ['/opt/mantisoft/current', release],
    ['/usr/bin/node', join(bin, 'node')],
    ['/usr/sbin/nginx', findNginx() ?? '/usr/sbin/nginx'],
    ['/run/mantisoft-edge', join(folder, 'run')],
    ['/var/lib/mantisoft-edge', join(folder, 'edge')],
  ];
  return commandArgs(line).map((arg) =>
    places.reduce((text, [server, here]) => text.replaceAll(server, here), arg),
  );
}

type Launched = Running & { child: ChildProcess };

/** Starts a command from `/`, in a process group of its own, with `env` alone. */
function launchCommand(args: string[], env: Record<string, string>): Launched {
  const [program = '', ...rest] = args;
  const child = spawn(program, rest, {
    cwd: '/',
    // The launcher's server runs in production mode whatever it says; the types want it named.
    env: { NODE_ENV: 'production', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const group = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // gone already
    }
  };
  const stop = async () => {
    group('SIGTERM');
    const timer = setTimeout(() => group('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, pid: child.pid, output: () => output, exited, stop };
}

/**
 * The site's unit's ExecStart, as systemd runs it: from `/`, with only node on the PATH and the
 * settings of its environment files.
 */
function launch(settings: Record<string, string>): Launched {
  const [start = ''] = unit('mantisoft-site@.service').get('Service.ExecStart') ?? [];
  const env = { PATH: bin, HOME: folder, NEXT_TELEMETRY_DISABLED: '1', ...settings };
  return launchCommand(onThisMachine(start), env);
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
    // Where the site's unit mounts each instance's own cache (BindPaths).
    expect(readdirSync(join(release, e2eBuildDir, 'cache'))).toEqual([]);
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
      await waitForUrl(`${origin}/robots.txt`, launched, 120_000);
    });
    afterAll(() => launched.stop());

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

    it.runIf(findNginx())(
      'is reached over HTTPS through the edge that its unit renders, checks, starts and reloads',
      async () => {
        const edge = unit('mantisoft-edge.service');
        const commands = (key: string) => (edge.get(`Service.${key}`) ?? []).map(onThisMachine);
        // What systemd makes before it starts the unit: its runtime and state folders. nginx's
        // workers, another user than its master here, reach them and the inner hop's socket.
        chmodSync(folder, 0o755);
        mkdirSync(join(folder, 'run'));
        for (const state of one(edge.get('Service.StateDirectory')).split(' ')) {
          mkdirSync(join(folder, state.replace(/^mantisoft-edge/, 'edge')), { recursive: true });
        }
        // certbot's part: the webroot it answers challenges from, and a certificate.
        const challenge = join(folder, 'acme', '.well-known', 'acme-challenge');
        mkdirSync(challenge, { recursive: true });
        writeFileSync(join(challenge, 'token-1'), 'token-1.thumbprint');
        mkdirSync(join(folder, 'tls'));
        const tls = makeTestCertificate(join(folder, 'tls'), ['localhost']);
        const [httpPort = 0, httpsPort = 0] = await freePorts(2);
        // As edge.env sets them, for this instance.
        const options = [
          ['--server-name', 'localhost'],
          ['--listen', `127.0.0.1:${httpPort}`],
          ['--acme-webroot', join(folder, 'acme')],
          ['--tls-listen', `127.0.0.1:${httpsPort}`],
          ['--certificate', tls.certificatePath],
          ['--key', tls.keyPath],
        ];
        const env = {
          NODE_ENV: 'production' as const,
          EDGE_OPTIONS: options.flat().join(' '),
          EDGE_INSTANCES: `127.0.0.1:${port}`,
        };
        const run = (args: string[]) => {
          const [program = '', ...rest] = args;
          const result = spawnSync(program, rest, { env, encoding: 'utf8', timeout: 60_000 });
          expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
        };
        const secure = (path: string) =>
          rawRequest(`https://localhost:${httpsPort}${path}`, { ca: tls.authority });
        for (const pre of commands('ExecStartPre')) run(pre);
        const nginx = launchCommand(one(commands('ExecStart')), env);
        try {
          await poll(
            () => secure('/en'),
            (answer) => expect(answer.status).toBe(200),
            { message: 'the edge serves /en over HTTPS', timeout: 30_000 },
          );
          for (const reload of commands('ExecReload')) {
            run(reload.map((arg) => arg.replace('$MAINPID', String(nginx.child.pid))));
          }
          const page = await secure('/en/download');
          expect(page.status).toBe(200);
          expect(page.headers['x-cache-status']).toBeTruthy();
          const plain = await rawRequest(`http://localhost:${httpPort}/en`);
          expect(plain.status).toBe(301);
          expect(plain.headers.location).toBe(`https://localhost:${httpsPort}/en`);
          const acme = await rawRequest(
            `http://localhost:${httpPort}/.well-known/acme-challenge/token-1`,
          );
          expect(acme.body).toBe('token-1.thumbprint');
          expect(nginx.output()).not.toMatch(/\[(emerg|alert)\]/);
        } finally {
          nginx.child.kill('SIGQUIT');
          await nginx.exited;
        }
      },
    );

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
