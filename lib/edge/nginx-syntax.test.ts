// nginx itself reads the configuration a production edge would run (`nginx -t`): TLS with a
// certificate, certbot's webroot, a CDN in front and operators of its own.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeTestCertificate } from '#tools/testing/test-certificate.ts';
import { hopSocketIn, renderEdgeConf } from './nginx-conf.ts';
import { findNginx } from './nginx-process.ts';

const nginx = findNginx();
const folder = mkdtempSync(join(tmpdir(), 'mantisoft-edge-syntax-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it.skipIf(!nginx)('nginx accepts the production configuration', () => {
  chmodSync(folder, 0o755);
  const certificate = makeTestCertificate(folder, ['www.example.com', 'example.com']);
  const prefix = join(folder, 'prefix');
  for (const part of ['logs', 'temp', 'cache']) mkdirSync(join(prefix, part), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderEdgeConf({
      listen: '80',
      serverNames: ['www.example.com', 'example.com'],
      upstreams: ['10.0.0.11:3000', '10.0.0.12:3000'],
      hop: hopSocketIn(prefix),
      tls: { listen: '443', certificate: certificate.certificatePath, key: certificate.keyPath },
      acmeWebroot: join(folder, 'acme'),
      operators: ['10.0.0.0/8', '127.0.0.1', '::1'],
      realIp: { from: ['203.0.113.0/24', '2001:db8::/32'], header: 'X-Forwarded-For' },
    }),
  );
  const errorLog = join(prefix, 'logs', 'error.log');
  const test = spawnSync(nginx ?? 'nginx', ['-t', '-p', prefix, '-c', conf, '-e', errorLog], {
    encoding: 'utf8',
  });
  expect(test.stderr).toContain('test is successful');
  expect(test.status).toBe(0);
});
