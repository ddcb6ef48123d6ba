// The settings of the edge's nginx configuration (deploy/nginx/site.conf), their defaults, and
// the checks each value passes before it is pasted into the configuration: nginx reads `;`, `{`,
// spaces and quotes as syntax, so a value holding one would change the configuration rather
// than fill it.
import { isIP } from 'node:net';

/** Requests per second and address, and how many more may come at once before a 429. */
export type RequestRate = { perSecond: number; burst: number };

export type EdgeLimits = {
  /** The help search and the help tree (/api/help/). */
  search: RequestRate;
  /** The drawing proxy (/aiapi/). */
  drawing: RequestRate;
  /** The content team's webhook (/api/revalidate). */
  webhook: RequestRate;
  /** Seconds a client may take to send its request headers, and between two reads of a body. */
  clientHeaderTimeoutS: number;
  clientBodyTimeoutS: number;
  /** Seconds the edge waits for a client to read the next part of an answer. */
  sendTimeoutS: number;
  /** Seconds an idle kept-alive connection of a client stays open. */
  keepaliveTimeoutS: number;
};

/**
 * Far above what a visitor's page asks: the help search waits 250 ms for a pause in typing (at
 * most 4 a second while someone types), the drawing dialog polls every 3 s. The bursts let a
 * few visitors behind one address (an office) through at once.
 */
export const defaultEdgeLimits: EdgeLimits = {
  search: { perSecond: 20, burst: 60 },
  drawing: { perSecond: 10, burst: 30 },
  webhook: { perSecond: 5, burst: 50 },
  clientHeaderTimeoutS: 10,
  clientBodyTimeoutS: 10,
  sendTimeoutS: 30,
  keepaliveTimeoutS: 30,
};

/** Who may read the health checks and X-Cache-Status unless told otherwise: this machine. */
export const defaultOperators: readonly string[] = ['127.0.0.1', '::1'];

export type EdgeTls = {
  /** What nginx's `listen` takes for HTTPS: `443`, `0.0.0.0:443`. */
  listen: string;
  /** Absolute paths of the certificate (with its chain) and its key. */
  certificate: string;
  key: string;
};

export type EdgeRealIp = {
  /** The addresses (or CIDR ranges) of the CDN or load balancer in front of nginx. */
  from: readonly string[];
  /** The header it names the visitor in; X-Forwarded-For unless told otherwise. */
  header?: string;
  /** Whether the rightmost address not the CDN's own is taken (default), or the last one. */
  recursive?: boolean;
};

export type EdgeConf = {
  /** What nginx's `listen` takes for plain HTTP: `80`, `127.0.0.1:3000`. */
  listen: string;
  /** The site's own host names; requests for any other are refused. */
  serverNames: readonly string[];
  /** The Next instances, `host:port` each. */
  upstreams: readonly string[];
  /** Instances of `upstreams` given no requests, e.g. while one restarts. */
  down?: readonly string[];
  /** The unix socket of the edge's inner hop: an absolute path nginx may create. */
  hop: string;
  /** HTTPS: without it the site is served over plain HTTP (the dev cluster, the tests). */
  tls?: EdgeTls;
  /** The folder certbot's webroot mode writes its challenges into (`certbot -w`). */
  acmeWebroot?: string;
  /** Addresses or ranges that may read the health checks and X-Cache-Status. */
  operators?: readonly string[];
  realIp?: EdgeRealIp;
  limits?: Partial<EdgeLimits>;
};

const listenForm = /^(?:[\w.-]+:|\[[\da-f:]+\]:)?\d{1,5}$/i;
const hostPort = /^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i;
// A unix socket's path is at most 107 bytes on Linux.
const socketPath = /^\/[\w./-]{1,106}$/;
const filePath = /^\/[\w.@+=,/-]*$/;
const hostLabel = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?';
const hostName = new RegExp(`^${hostLabel}(?:\\.${hostLabel})*$`, 'i');
const headerName = /^[a-z][a-z\d-]{0,63}$/i;

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** An address or a CIDR range, as nginx's allow, geo and set_real_ip_from take it. */
export function isAddressRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function checkCount(value: number, name: string, low: number, high: number): void {
  check(Number.isInteger(value) && value >= low && value <= high, `${name}: ${low} to ${high}`);
}

/** The limits to render: the defaults with `given` over them, each checked. */
export function edgeLimits(given: Partial<EdgeLimits> = {}): EdgeLimits {
  const limits = { ...defaultEdgeLimits, ...given };
  for (const route of ['search', 'drawing', 'webhook'] as const) {
    checkCount(limits[route].perSecond, `${route} requests a second`, 1, 10_000);
    checkCount(limits[route].burst, `${route} burst`, 0, 100_000);
  }
  for (const name of [
    'clientHeaderTimeoutS',
    'clientBodyTimeoutS',
    'sendTimeoutS',
    'keepaliveTimeoutS',
  ] as const) {
    checkCount(limits[name], name, 1, 3600);
  }
  return limits;
}

/** Throws, naming the value, on any value nginx would misread. */
export function checkEdgeConf(conf: EdgeConf): void {
  check(listenForm.test(conf.listen), `not a listen address: ${conf.listen}`);
  check(socketPath.test(conf.hop), `not an absolute socket path: ${conf.hop}`);
  check(conf.upstreams.length > 0, 'the edge needs at least one instance');
  for (const upstream of conf.upstreams) {
    check(hostPort.test(upstream), `not a host:port: ${upstream}`);
  }
  for (const down of conf.down ?? []) {
    check(conf.upstreams.includes(down), `not one of the instances: ${down}`);
  }
  check(
    conf.upstreams.some((upstream) => !conf.down?.includes(upstream)),
    'at least one instance must stay in the edge',
  );
  check(conf.serverNames.length > 0, 'the edge needs the site’s host name');
  for (const name of conf.serverNames) {
    check(name.length <= 253 && hostName.test(name), `not a host name: ${name}`);
  }
  if (conf.tls) {
    check(listenForm.test(conf.tls.listen), `not a listen address: ${conf.tls.listen}`);
    check(conf.tls.listen !== conf.listen, 'HTTP and HTTPS need different listen addresses');
    for (const path of [conf.tls.certificate, conf.tls.key]) {
      check(filePath.test(path), `not an absolute file path: ${path}`);
    }
  }
  if (conf.acmeWebroot !== undefined) {
    check(filePath.test(conf.acmeWebroot), `not an absolute folder path: ${conf.acmeWebroot}`);
  }
  for (const address of conf.operators ?? []) {
    check(isAddressRange(address), `not an address or range: ${address}`);
  }
  if (conf.realIp) {
    check(conf.realIp.from.length > 0, 'real ip: name the addresses of the CDN in front');
    for (const address of conf.realIp.from) {
      check(isAddressRange(address) || address === 'unix:', `not an address or range: ${address}`);
    }
    const header = conf.realIp.header ?? 'X-Forwarded-For';
    check(headerName.test(header), `not a header name: ${header}`);
  }
}
