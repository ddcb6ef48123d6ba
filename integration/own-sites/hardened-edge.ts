// The site of edge-hardening.test.ts: the production edge (deploy/nginx/site.conf with TLS, a
// certificate of a throwaway authority, certbot's webroot, and 127.0.0.1 named as the CDN in
// front) on two free ports, in front of the two instances of cluster-site.ts (their own build
// copy, Redis, the content service behind the fault front, which the drawing proxy reads too).
// Between the edge and each instance sits a transparent TCP tap that records the request heads
// the instance was sent. Everything is stopped and removed afterwards.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as connectHttp2 } from 'node:http2';
import { connect } from 'node:tls';
import { hopSocketIn, instanceHeaderBytes, renderEdgeConf } from '#lib/edge/nginx-conf.ts';
import { type Nginx, startNginx } from '#lib/edge/nginx-process.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { startTcpTap, type TcpTap } from '#tools/testing/tcp-tap.ts';
import { makeTestCertificate, type TestCertificate } from '#tools/testing/test-certificate.ts';
import { type Cluster, startCluster } from './cluster-site.ts';
import { type RawAnswer, type RawOptions, rawRequest } from './raw-request.ts';

/** The site's one name: over TLS a name is needed (an address is sent without SNI). */
export const siteName = 'localhost';
/** A certbot challenge waiting in the webroot. */
export const acmeToken = 'edge-test-challenge-token';
/** AI_API_TIMEOUT_MS of these instances: the drawing proxy's 504 comes after it. */
export const drawTimeoutMs = 1000;

export type HardenedEdge = {
  /** https://localhost:<port> and http://localhost:<port>. */
  https: string;
  http: string;
  httpsPort: number;
  httpPort: number;
  certificate: TestCertificate;
  cluster: Cluster;
  /** One tap per instance, in the instances' order. */
  taps: TcpTap[];
  /** How many requests each instance has been sent so far, of those whose target matches. */
  reached: (matches?: (target: string) => boolean) => number[];
  /** One request over HTTP/2: its status, or the error that ended the session. */
  h2Get: (path: string, headers?: Record<string, string>) => Promise<number | string>;
  /** A TLS handshake naming `servername` (none: as for an address): the protocol agreed. */
  handshake: (servername?: string) => Promise<{ protocol?: string; error?: string }>;
  /** One request over HTTPS (trusting the test's authority) or plain HTTP to `path`. */
  get: (path: string, options?: RawOptions & { plain?: boolean }) => Promise<RawAnswer>;
  errorLog: () => string;
  /** The access log as nginx has written it so far (it flushes within a second). */
  accessLog: () => string;
  stop: () => Promise<void>;
};

function handshake(
  port: number,
  authority: string,
  servername?: string,
): Promise<{ protocol?: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect({
      host: '127.0.0.1',
      port,
      ca: authority,
      ...(servername ? { servername } : {}),
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.alpnProtocol || undefined });
      socket.destroy();
    });
    socket.once('error', (error) => resolve({ error: error.message }));
  });
}

function h2Get(
  origin: string,
  authority: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  // The client's own bound on what it sends is lifted: the edge's is the one under test.
  const session = connectHttp2(origin, { ca: authority, maxSendHeaderBlockLength: 1 << 20 });
  session.on('error', () => undefined);
  return new Promise<number | string>((resolve) => {
    const stream = session.request({ ':path': path, ...headers });
    stream.on('response', (answer) => resolve(Number(answer[':status'])));
    stream.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    stream.resume();
    stream.end();
  }).finally(() => session.close());
}

export async function startHardenedEdge(): Promise<HardenedEdge> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.splice(0).reverse()) await each().catch(() => undefined);
  };
  try {
    const cluster = await startCluster({
      folder: '.next-e2e-edge-hardening',
      env: (front) => ({
        // The edge reaches the instances from this machine (through the taps).
        TRUSTED_PROXIES: '127.0.0.1',
        AI_API_BASE: front.origin,
        AI_API_TIMEOUT_MS: String(drawTimeoutMs),
        // What an instance reads of a request's headers (instanceHeaderBytes): the launcher
        // starts the server so; the server started without it takes it from NODE_OPTIONS.
        NODE_OPTIONS: `--max-http-header-size=${instanceHeaderBytes}`,
      }),
    });
    stops.push(cluster.stop);
    const taps = await Promise.all(
      cluster.instances.map((instance) => startTcpTap(Number(new URL(instance.origin).port))),
    );
    for (const tap of taps) stops.push(tap.stop);
    const folder = mkdtempSync(join(tmpdir(), 'mantisoft-edge-hardening-'));
    // nginx's workers (nobody, when it is started by root) read the webroot and the prefix.
    chmodSync(folder, 0o755);
    stops.push(async () => rmSync(folder, { recursive: true, force: true }));
    const certificate = makeTestCertificate(folder, [siteName]);
    const webroot = join(folder, 'acme');
    mkdirSync(join(webroot, '.well-known', 'acme-challenge'), { recursive: true });
    writeFileSync(join(webroot, '.well-known', 'acme-challenge', acmeToken), `${acmeToken}.key`);
    const prefix = join(folder, 'nginx');
    const [httpPort = 0, httpsPort = 0] = await freePorts(2);
    const nginx: Nginx = await startNginx({
      prefix,
      port: httpsPort,
      conf: renderEdgeConf({
        listen: `127.0.0.1:${httpPort}`,
        serverNames: [siteName],
        upstreams: taps.map((tap) => `127.0.0.1:${tap.port}`),
        hop: hopSocketIn(prefix),
        tls: {
          listen: `127.0.0.1:${httpsPort}`,
          certificate: certificate.certificatePath,
          key: certificate.keyPath,
        },
        acmeWebroot: webroot,
        // The test is both the operator (a plain request from this machine) and, through the
        // "CDN" at 127.0.0.1, any visitor it names in X-Forwarded-For.
        realIp: { from: ['127.0.0.1'] },
      }),
    });
    stops.push(nginx.stop);
    const https = `https://${siteName}:${httpsPort}`;
    const http = `http://${siteName}:${httpPort}`;
    const log = (name: string) => readFileSync(join(prefix, 'logs', name), 'utf8');
    return {
      https,
      http,
      httpsPort,
      httpPort,
      certificate,
      cluster,
      taps,
      reached: (matches = () => true) =>
        taps.map((tap) => tap.requests().filter((request) => matches(request.target)).length),
      handshake: (servername) => handshake(httpsPort, certificate.authority, servername),
      h2Get: (path, headers) => h2Get(https, certificate.authority, path, headers),
      get: (path, { plain, ...options } = {}) =>
        rawRequest(`${plain ? http : https}${path}`, { ca: certificate.authority, ...options }),
      errorLog: () => log('error.log'),
      accessLog: () => log('access.log'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
