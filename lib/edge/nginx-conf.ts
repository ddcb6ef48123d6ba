// Renders deploy/nginx/site.conf, the edge's nginx configuration, for a listen address and the
// Next instances behind it. The template keeps every path relative to nginx's prefix (`-p`),
// so the rendered file runs unprivileged wherever its prefix is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const edgeTemplatePath = new URL('../../deploy/nginx/site.conf', import.meta.url);

/** The header the edge overwrites with the visitor's address: the instances' TRUST_PROXY_HEADER. */
export const edgeClientHeader = 'x-real-ip';

export type EdgeConf = {
  /** What nginx's `listen` takes: `3000`, `127.0.0.1:3000`. */
  listen: string;
  /** The Next instances, `host:port` each. */
  upstreams: readonly string[];
  /** The unix socket of the edge's inner hop: an absolute path nginx may create. */
  hop: string;
};

/** Where `npm run start:cluster`, the tests and the bench put the hop: inside nginx's prefix. */
export const hopSocketIn = (prefix: string) => join(prefix, 'temp', 'hop.sock');

const hostPort = /^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i;
const listenForm = /^(?:[\w.-]+:|\[[\da-f:]+\]:)?\d{1,5}$/i;
// A unix socket's path is at most 107 bytes on Linux.
const socketPath = /^\/[\w./-]{1,106}$/;

/** The template with its placeholders filled; throws on a value nginx would misread. */
export function renderEdgeConf(conf: EdgeConf, template = readTemplate()): string {
  if (!listenForm.test(conf.listen)) throw new Error(`not a listen address: ${conf.listen}`);
  if (!socketPath.test(conf.hop)) throw new Error(`not an absolute socket path: ${conf.hop}`);
  if (conf.upstreams.length === 0) throw new Error('the edge needs at least one instance');
  for (const upstream of conf.upstreams) {
    if (!hostPort.test(upstream)) throw new Error(`not a host:port: ${upstream}`);
  }
  // A failed instance is left alone for 5 s after one failure, then tried again.
  const servers = conf.upstreams
    .map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`)
    .join('\n        ');
  const rendered = template
    .replaceAll('{{listen}}', conf.listen)
    .replaceAll('{{upstreams}}', servers)
    .replaceAll('{{hop}}', conf.hop);
  const left = /\{\{\w+\}\}/.exec(rendered);
  if (left) throw new Error(`the template has a placeholder nobody fills: ${left[0]}`);
  return rendered;
}

function readTemplate(): string {
  return readFileSync(edgeTemplatePath, 'utf8');
}
