// The service manager's units of deploy/systemd/ run what the release test runs, with the
// hardening an operator expects, and the settings files they read name only settings that
// lib/config knows. systemd is no init here, so the units cannot be started; where
// systemd-analyze exists, it checks them as systemd would load them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOnPath } from '#lib/find-on-path.ts';
import { config } from '#lib/config/index.ts';
import { variables } from '#lib/config/variables.ts';
import { releaseEntryPoints, releaseStartScript } from './layout.ts';
import { commandArgs, readUnitFile, type UnitFile } from './unit-file.ts';

const folder = new URL('../../deploy/systemd/', import.meta.url).pathname;
/** Where docs/operations.md unpacks the current release. */
const current = '/opt/mantisoft/current';

type Unit = UnitFile;
const readUnit = (name: string): Unit => readUnitFile(readFileSync(join(folder, name), 'utf8'));

const one = (unit: Unit, key: string) => {
  const values = unit.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0];
};

const site = readUnit('mantisoft-site@.service');
const edge = readUnit('mantisoft-edge.service');

describe('mantisoft-site@.service', () => {
  it('runs the release’s one start command, as the release test does', () => {
    expect(one(site, 'Service.ExecStart')).toBe(`/usr/bin/node ${current}/${releaseStartScript}`);
    expect(one(site, 'Service.WorkingDirectory')).toBe(current);
    expect(site.get('Service.EnvironmentFile')).toEqual([
      '/etc/mantisoft/site.env',
      '/etc/mantisoft/site-%i.env',
    ]);
  });

  it('stops by SIGTERM to the launcher, and waits longer than the server drains', () => {
    expect(one(site, 'Service.KillSignal')).toBe('SIGTERM');
    expect(one(site, 'Service.KillMode')).toBe('mixed');
    expect(one(site, 'Service.Restart')).toBe('on-failure');
    // How long the server may take to stop on SIGTERM, at its defaults.
    const { delayMs, timeoutMs } = config({}).serving.drain;
    expect(Number(one(site, 'Service.TimeoutStopSec')) * 1000).toBeGreaterThan(
      delayMs + timeoutMs,
    );
  });

  it('runs as its own user on a read-only system, with a writable cache of its own', () => {
    expect(one(site, 'Service.User')).toBe('mantisoft');
    expect(one(site, 'Service.ProtectSystem')).toBe('strict');
    for (const key of ['ProtectHome', 'PrivateTmp', 'NoNewPrivileges', 'PrivateDevices']) {
      expect(one(site, `Service.${key}`), key).toBe('yes');
    }
    expect(one(site, 'Service.CapabilityBoundingSet')).toBe('');
    expect(one(site, 'Service.RestrictAddressFamilies')).toBe('AF_INET AF_INET6 AF_UNIX');
    // V8 writes the machine code it compiles, then runs it.
    expect(site.has('Service.MemoryDenyWriteExecute')).toBe(false);
    expect(one(site, 'Service.CacheDirectory')).toBe('mantisoft/%i');
    expect(one(site, 'Service.BindPaths')).toBe(
      `/var/cache/mantisoft/%i:${current}/.next/cache`,
    );
  });
});

describe('mantisoft-edge.service', () => {
  it('renders the release’s edge configuration and checks it before nginx starts or reloads', () => {
    const render = `/usr/bin/node ${current}/scripts/edge-conf.ts`;
    expect(releaseEntryPoints).toContain('scripts/edge-conf.ts');
    const [renderFirst, check] = edge.get('Service.ExecStartPre') ?? [];
    expect(renderFirst).toContain(render);
    expect(check).toMatch(/^\/usr\/sbin\/nginx -t /);
    expect(one(edge, 'Service.ExecStart')).toMatch(/^\/usr\/sbin\/nginx -p /);
    const reload = edge.get('Service.ExecReload') ?? [];
    expect(reload[0]).toContain(render);
    expect(reload[1]).toBe(check);
    // Done only once nginx's new workers run (lib/edge/nginx-reload.ts).
    expect(releaseEntryPoints).toContain('scripts/edge-reload.ts');
    expect(reload[2]).toBe(`/usr/bin/node ${current}/scripts/edge-reload.ts $MAINPID`);
  });

  it('runs as its own user with one capability, on a read-only system', () => {
    expect(one(edge, 'Service.User')).toBe('mantisoft-edge');
    expect(one(edge, 'Service.CapabilityBoundingSet')).toBe('CAP_NET_BIND_SERVICE');
    expect(one(edge, 'Service.ProtectSystem')).toBe('strict');
    for (const key of ['ProtectHome', 'PrivateTmp', 'NoNewPrivileges']) {
      expect(one(edge, `Service.${key}`), key).toBe('yes');
    }
  });
});

describe('commandArgs', () => {
  it('splits a command line as systemd does', () => {
    expect(commandArgs(`/usr/sbin/nginx -t -q -c /run/a.conf -g 'daemon off;'`)).toEqual([
      '/usr/sbin/nginx',
      '-t',
      '-q',
      '-c',
      '/run/a.conf',
      '-g',
      'daemon off;',
    ]);
    expect(commandArgs(`/bin/sh -c 'exec x "$$A" $$B > /run/c'`)).toEqual([
      '/bin/sh',
      '-c',
      'exec x "$A" $B > /run/c',
    ]);
  });
});

describe('the settings files', () => {
  it('name only settings that lib/config reads, or the edge unit’s own', () => {
    const edgeOwn = ['EDGE_OPTIONS', 'EDGE_INSTANCES'];
    const examples = readdirSync(folder).filter((name) => name.endsWith('.env.example'));
    expect(examples.sort()).toEqual(['edge.env.example', 'site-1.env.example', 'site.env.example']);
    for (const name of examples) {
      const text = readFileSync(join(folder, name), 'utf8');
      const names = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
      expect(names.length, name).toBeGreaterThan(0);
      const unknown = names.filter((each) => !(each in variables) && !edgeOwn.includes(each));
      expect(unknown, name).toEqual([]);
    }
  });
});

const analyze = findOnPath('systemd-analyze');
// It checks that each command exists: here only where Node and nginx sit where a server has them.
const commandsHere = existsSync('/usr/bin/node') && existsSync('/usr/sbin/nginx');

describe.runIf(analyze && commandsHere)('systemd-analyze verify', () => {
  it('loads both units without a complaint', () => {
    const copy = mkdtempSync(join(tmpdir(), 'systemd-units-'));
    try {
      for (const name of ['mantisoft-site@.service', 'mantisoft-edge.service']) {
        copyFileSync(join(folder, name), join(copy, name));
      }
      const result = spawnSync(
        analyze ?? 'systemd-analyze',
        ['verify', '--man=no', join(copy, 'mantisoft-site@1.service'), join(copy, 'mantisoft-edge.service')],
        { encoding: 'utf8', timeout: 30_000 },
      );
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
