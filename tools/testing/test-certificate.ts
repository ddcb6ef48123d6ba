// A throwaway certificate authority and a server certificate it signed, made with openssl for a
// test that serves HTTPS: clients trust the authority (its PEM), never the system's store, and
// both live two days in a folder the test removes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type TestCertificate = {
  /** The authority's certificate, PEM: what a client is told to trust. */
  authority: string;
  authorityPath: string;
  /** The server's certificate and key, as nginx's ssl_certificate and ssl_certificate_key. */
  certificatePath: string;
  keyPath: string;
};

const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

function openssl(folder: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Makes the authority and a certificate for `names` (host names) in `folder`. */
export function makeTestCertificate(folder: string, names: readonly string[]): TestCertificate {
  openssl(folder, [
    'req',
    '-x509',
    ...curve,
    '-keyout',
    'authority.key',
    '-out',
    'authority.pem',
    '-days',
    '2',
    '-subj',
    '/CN=MantiSoft edge test authority',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl(folder, [
    'req',
    ...curve,
    '-keyout',
    'site.key',
    '-out',
    'site.csr',
    '-subj',
    `/CN=${names[0] ?? 'localhost'}`,
  ]);
  writeFileSync(
    join(folder, 'site.ext'),
    [
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  openssl(folder, [
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'authority.pem',
    '-CAkey',
    'authority.key',
    '-set_serial',
    String(Date.now()),
    '-days',
    '2',
    '-extfile',
    'site.ext',
    '-out',
    'site.pem',
  ]);
  const authorityPath = join(folder, 'authority.pem');
  return {
    authority: readFileSync(authorityPath, 'utf8'),
    authorityPath,
    certificatePath: join(folder, 'site.pem'),
    keyPath: join(folder, 'site.key'),
  };
}
