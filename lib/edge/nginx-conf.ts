// Renders deploy/nginx/site.conf, the edge's nginx configuration, from its settings
// (./edge-settings.ts). The template keeps every path relative to nginx's prefix (`-p`), so the
// rendered file runs unprivileged wherever its prefix is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEdgeConf, defaultOperators, type EdgeConf, edgeLimits } from './edge-settings.ts';
import { fillTemplate } from './template.ts';

export type { EdgeConf, EdgeLimits, RequestRate } from './edge-settings.ts';
export { defaultEdgeLimits, defaultOperators } from './edge-settings.ts';

export const edgeTemplatePath = new URL('../../deploy/nginx/site.conf', import.meta.url);

/** The header the edge overwrites with the visitor's address: the instances' TRUST_PROXY_HEADER. */
export const edgeClientHeader = 'x-real-ip';

/**
 * The request headers an instance reads (node --max-http-header-size): the edge accepts well
 * under this (site.conf, `large_client_header_buffers`), so that it answers an oversized request
 * itself, and no instance refuses one by closing the connection.
 */
export const instanceHeaderBytes = 32_768;

/** Where `npm run start:cluster`, the tests and the bench put the hop: inside nginx's prefix. */
export const hopSocketIn = (prefix: string) => join(prefix, 'temp', 'hop.sock');

/** `:8443` for HTTPS on port 8443, nothing for 443: what a redirect to HTTPS appends. */
function portSuffix(listen: string): string {
  const port = /(\d+)$/.exec(listen)?.[1] ?? '443';
  return port === '443' ? '' : `:${port}`;
}

/** The template with its placeholders filled; throws on a value nginx would misread. */
export function renderEdgeConf(conf: EdgeConf, template = readTemplate()): string {
  checkEdgeConf(conf);
  const limits = edgeLimits(conf.limits);
  const operators = conf.operators ?? defaultOperators;
  const { tls, realIp } = conf;
  return fillTemplate(
    template,
    {
      listen: conf.listen,
      hop: conf.hop,
      server_names: conf.serverNames.join(' '),
      // A failed instance is left alone for 5 s after one failure, then tried again.
      upstreams: conf.upstreams.map((upstream) =>
        conf.down?.includes(upstream)
          ? `server ${upstream} down;`
          : `server ${upstream} max_fails=1 fail_timeout=5s;`,
      ),
      tls_listen: tls?.listen ?? '',
      tls_certificate: tls?.certificate ?? '',
      tls_key: tls?.key ?? '',
      https_port: portSuffix(tls?.listen ?? '443'),
      acme_webroot: conf.acmeWebroot ?? '',
      operators_geo: operators.map((address) => `${address} 1;`),
      operators_allow: operators.map((address) => `allow ${address};`),
      real_ip_from: (realIp?.from ?? []).map((address) => `set_real_ip_from ${address};`),
      real_ip_header: realIp?.header ?? 'X-Forwarded-For',
      real_ip_recursive: realIp?.recursive === false ? 'off' : 'on',
      search_rate: String(limits.search.perSecond),
      search_burst: String(limits.search.burst),
      drawing_rate: String(limits.drawing.perSecond),
      drawing_burst: String(limits.drawing.burst),
      webhook_rate: String(limits.webhook.perSecond),
      webhook_burst: String(limits.webhook.burst),
      client_header_timeout: String(limits.clientHeaderTimeoutS),
      client_body_timeout: String(limits.clientBodyTimeoutS),
      send_timeout: String(limits.sendTimeoutS),
      keepalive_timeout: String(limits.keepaliveTimeoutS),
    },
    { tls: tls !== undefined, acme: conf.acmeWebroot !== undefined, real_ip: realIp !== undefined },
  );
}

function readTemplate(): string {
  return readFileSync(edgeTemplatePath, 'utf8');
}
