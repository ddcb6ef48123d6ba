// The command line of `node scripts/edge-conf.ts`: the edge's settings (./edge-settings.ts) as
// options, the instances as the arguments that follow them.
import { parseArgs } from 'node:util';
import { defaultEdgeLimits, type EdgeConf, type EdgeLimits } from './edge-settings.ts';

export const edgeConfUsage = `usage: node scripts/edge-conf.ts [options] <instance host:port>…
  --listen <address>          plain HTTP, e.g. 80 (with TLS it only redirects to HTTPS)
  --server-name <name>        the site's host name; repeat for each (any other is refused)
  --hop <path>                the unix socket of the edge's inner hop
  --tls-listen <address>      HTTPS, e.g. 443, with --certificate <file> and --key <file>
  --acme-webroot <folder>     where certbot --webroot writes its challenges
  --down <host:port>          an instance given no requests while it restarts; repeat
  --operator <address>        who may read the health checks; repeat (default 127.0.0.1, ::1)
  --real-ip-from <address>    the CDN or load balancer in front; repeat for each range
  --real-ip-header <name>     the header it names the visitor in (default X-Forwarded-For)
  --no-real-ip-recursive      take the last address of that header, not the last foreign one
  --search-rate, --drawing-rate, --webhook-rate <n>     requests a second per address
  --search-burst, --drawing-burst, --webhook-burst <n>  more at once before a 429
  --client-header-timeout, --client-body-timeout, --send-timeout, --keepalive-timeout <s>`;

const routes = ['search', 'drawing', 'webhook'] as const;
const timeouts = {
  'client-header-timeout': 'clientHeaderTimeoutS',
  'client-body-timeout': 'clientBodyTimeoutS',
  'send-timeout': 'sendTimeoutS',
  'keepalive-timeout': 'keepaliveTimeoutS',
} as const;

const text = { type: 'string' } as const;
const list = { type: 'string', multiple: true } as const;
const options = {
  listen: text,
  'server-name': list,
  hop: text,
  'tls-listen': text,
  certificate: text,
  key: text,
  'acme-webroot': text,
  operator: list,
  down: list,
  'real-ip-from': list,
  'real-ip-header': text,
  'no-real-ip-recursive': { type: 'boolean' },
  ...Object.fromEntries(
    routes.flatMap((route) => [
      [`${route}-rate`, text],
      [`${route}-burst`, text],
    ]),
  ),
  ...Object.fromEntries(Object.keys(timeouts).map((name) => [name, text])),
} as const;

/** A number as given (a word stays NaN, which the settings' check names). */
const count = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : Number(value);

/** The settings `args` name; throws with what is missing or cannot be read. */
export function edgeConfFromArgs(args: readonly string[]): EdgeConf {
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true });
  const word = (name: string) => {
    const value = values[name as keyof typeof values];
    return typeof value === 'string' ? value : undefined;
  };
  const words = (name: string) => {
    const value = values[name as keyof typeof values];
    return Array.isArray(value) ? value.filter((each) => typeof each === 'string') : undefined;
  };
  const listen = word('listen');
  const hop = word('hop');
  const serverNames = words('server-name');
  if (!listen || !hop || !serverNames)
    throw new Error('--listen, --hop and --server-name are needed');
  const tlsParts = [word('tls-listen'), word('certificate'), word('key')];
  if (tlsParts.some(Boolean) && !tlsParts.every(Boolean)) {
    throw new Error('HTTPS needs all of --tls-listen, --certificate and --key');
  }
  const [tlsListen, certificate, key] = tlsParts;
  const limits: Partial<EdgeLimits> = {};
  for (const route of routes) {
    const rate = word(`${route}-rate`);
    const burst = word(`${route}-burst`);
    if (rate === undefined && burst === undefined) continue;
    const given = defaultEdgeLimits[route];
    limits[route] = { perSecond: count(rate, given.perSecond), burst: count(burst, given.burst) };
  }
  for (const [name, setting] of Object.entries(timeouts)) {
    const value = word(name);
    if (value !== undefined) limits[setting] = Number(value);
  }
  const realIpFrom = words('real-ip-from');
  return {
    listen,
    serverNames,
    hop,
    upstreams: positionals,
    ...(words('down') ? { down: words('down') } : {}),
    ...(tlsListen && certificate && key ? { tls: { listen: tlsListen, certificate, key } } : {}),
    ...(word('acme-webroot') ? { acmeWebroot: word('acme-webroot') } : {}),
    ...(words('operator') ? { operators: words('operator') } : {}),
    ...(realIpFrom
      ? {
          realIp: {
            from: realIpFrom,
            header: word('real-ip-header'),
            recursive: values['no-real-ip-recursive'] !== true,
          },
        }
      : {}),
    limits,
  };
}
