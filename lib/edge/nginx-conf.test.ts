import { describe, expect, it } from 'vitest';
import { maxBodyBytes as drawBodyBytes } from '../draw/proxy.ts';
import { imageOptimizerConfig } from '../image-optimizer.ts';
import { pageCacheControl } from '../page-cache-control.ts';
import { maxBodyBytes as webhookBodyBytes } from '../webhook/revalidation.ts';
import {
  defaultEdgeLimits,
  type EdgeConf,
  instanceHeaderBytes,
  renderEdgeConf,
} from './nginx-conf.ts';

const plain: EdgeConf = {
  listen: '127.0.0.1:3000',
  serverNames: ['www.example.com', 'example.com'],
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  hop: '/run/edge/hop.sock',
};
const tls = { listen: '443', certificate: '/etc/edge/site.pem', key: '/etc/edge/site.key' };

/** The body of the first `block {` … `}` whose opening line matches `opening`. */
function block(conf: string, opening: RegExp): string {
  const start = conf.search(opening);
  expect(start, String(opening)).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = conf.indexOf('{', start); index < conf.length; index += 1) {
    if (conf[index] === '{') depth += 1;
    if (conf[index] === '}' && --depth === 0) return conf.slice(start, index + 1);
  }
  throw new Error(`unclosed block ${opening}`);
}

const kilobytes = (value: string) => Number(/^(\d+)k$/.exec(value)?.[1]) * 1024;

describe('the edge configuration', () => {
  it('listens where it is told, for the names it is told, and names every instance', () => {
    const conf = renderEdgeConf(plain);
    expect(conf).toContain('listen 127.0.0.1:3000;');
    expect(conf).toContain('server_name www.example.com example.com;');
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
    // The microcache asks the inner hop, which alone listens on the socket.
    expect(conf).toContain('server unix:/run/edge/hop.sock;');
    expect(conf).toContain('listen unix:/run/edge/hop.sock;');
    expect(conf).not.toMatch(/\{\{|\}\}/);
  });

  it('gives an instance marked down no requests, and keeps the others in rotation', () => {
    const conf = renderEdgeConf({ ...plain, down: ['127.0.0.1:3001'] });
    expect(conf).toContain('server 127.0.0.1:3001 down;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
  });

  it('closes the connection of a request for any other name', () => {
    const conf = renderEdgeConf(plain);
    const refusing = block(conf, /server \{\n\s+listen 127\.0\.0\.1:3000 default_server;/);
    expect(refusing).toContain('return 444;');
    expect(refusing).not.toContain('proxy_pass');
  });

  it('without a certificate serves plain HTTP, and nothing of TLS', () => {
    const conf = renderEdgeConf(plain);
    expect(conf).not.toMatch(/\bssl\b|Strict-Transport-Security|return 301/);
  });

  it('with a certificate serves HTTPS over HTTP/2 and sends plain HTTP there', () => {
    const conf = renderEdgeConf({ ...plain, tls });
    expect(conf).toContain('listen 443 ssl http2;');
    expect(conf).toContain('ssl_certificate /etc/edge/site.pem;');
    expect(conf).toContain('ssl_certificate_key /etc/edge/site.key;');
    expect(conf).toContain('return 301 https://$host$request_uri;');
    const refusing = block(conf, /server \{\n\s+listen 443 ssl http2 default_server;/);
    expect(refusing).toContain('ssl_reject_handshake on;');
    expect(conf).toContain('add_header Strict-Transport-Security $edge_hsts always;');
    // Another port is named in the redirect; 443 is not.
    const other = renderEdgeConf({ ...plain, tls: { ...tls, listen: '127.0.0.1:8443' } });
    expect(other).toContain('return 301 https://$host:8443$request_uri;');
  });

  it('answers certbot’s challenges from the webroot it is given, and only then', () => {
    expect(renderEdgeConf({ ...plain, tls })).not.toContain('acme-challenge');
    const conf = renderEdgeConf({ ...plain, tls, acmeWebroot: '/var/www/acme' });
    const redirecting = block(conf, /server \{\n\s+listen 127\.0\.0\.1:3000;/);
    expect(redirecting).toMatch(
      /location \^~ \/\.well-known\/acme-challenge\/ \{\s+root \/var\/www\/acme;/,
    );
  });

  it('lets the operators alone read the health checks and the cache’s verdict', () => {
    const conf = renderEdgeConf(plain);
    for (const path of ['/api/health', '/api/ready']) {
      const location = block(conf, new RegExp(`location = ${path} \\{`));
      expect(location).toMatch(/allow 127\.0\.0\.1;\s+allow ::1;\s+deny all;/);
    }
    expect(block(conf, /geo \$edge_operator \{/)).toMatch(/default 0;\s+127\.0\.0\.1 1;\s+::1 1;/);
    const own = renderEdgeConf({ ...plain, operators: ['10.0.0.0/8'] });
    expect(block(own, /location = \/api\/health \{/)).toMatch(/allow 10\.0\.0\.0\/8;\s+deny all;/);
    expect(own).toContain('add_header X-Cache-Status $edge_cache_status_shown always;');
  });

  it('believes a CDN’s header only from the CDN’s addresses', () => {
    expect(renderEdgeConf(plain)).not.toContain('set_real_ip_from');
    const conf = renderEdgeConf({
      ...plain,
      realIp: { from: ['203.0.113.0/24', '2001:db8::/32'], header: 'CF-Connecting-IP' },
    });
    expect(conf).toMatch(
      /set_real_ip_from 203\.0\.113\.0\/24;\s+set_real_ip_from 2001:db8::\/32;\s+real_ip_header CF-Connecting-IP;\s+real_ip_recursive on;/,
    );
  });

  it('renders the limits it is given, and the defaults for the rest', () => {
    const conf = renderEdgeConf({
      ...plain,
      limits: { search: { perSecond: 7, burst: 9 }, sendTimeoutS: 12 },
    });
    expect(conf).toContain('zone=edge_search:10m rate=7r/s;');
    expect(conf).toContain('limit_req zone=edge_search burst=9 nodelay;');
    const { drawing, webhook } = defaultEdgeLimits;
    expect(conf).toContain(`zone=edge_drawing:10m rate=${drawing.perSecond}r/s;`);
    expect(conf).toContain(`limit_req zone=edge_webhook burst=${webhook.burst} nodelay;`);
    expect(conf).toContain('send_timeout 12s;');
    expect(conf).toContain(`client_header_timeout ${defaultEdgeLimits.clientHeaderTimeoutS}s;`);
    expect(conf).toContain('limit_req_status 429;');
  });

  it('accepts less of a request’s headers than an instance reads, and the bodies the site reads', () => {
    const conf = renderEdgeConf(plain);
    const first = kilobytes(/client_header_buffer_size (\w+);/.exec(conf)?.[1] ?? '');
    const [, count = '', size = ''] =
      /\n    large_client_header_buffers (\d+) (\w+);/.exec(conf) ?? [];
    const accepted = first + Number(count) * kilobytes(size);
    expect(accepted).toBeLessThanOrEqual(17 * 1024);
    // with room left for the headers the edge adds (X-Real-IP, X-Forwarded-*, X-Request-Id).
    expect(accepted + 1024).toBeLessThan(instanceHeaderBytes);
    // A long cookie still fits on its line.
    expect(kilobytes(size)).toBeGreaterThanOrEqual(8 * 1024);
    // The answer headers it reads hold the longest address twice over.
    const answers = kilobytes(/proxy_buffer_size (\w+);/.exec(conf)?.[1] ?? '');
    expect(answers).toBeGreaterThanOrEqual(accepted);
    const bodies = kilobytes(/\n    client_max_body_size (\w+);/.exec(conf)?.[1] ?? '');
    expect(bodies).toBeGreaterThanOrEqual(drawBodyBytes);
    const webhook = block(conf, /location = \/api\/revalidate \{/);
    expect(kilobytes(/client_max_body_size (\w+);/.exec(webhook)?.[1] ?? '')).toBe(
      webhookBodyBytes,
    );
  });

  it('counts only a failed connection or no answer as an instance failing', () => {
    const conf = renderEdgeConf(plain);
    const rules = [...conf.matchAll(/proxy_next_upstream ([^;]+);/g)].map((match) => match[1]);
    // A POST is sent again after a reset only where a repeat of one that arrived changes
    // nothing: the webhook (a replay), the help endpoints (upserts), the drawing proxy (reads
    // and single-use passes).
    expect(rules).toEqual([
      'error timeout',
      'error timeout',
      'error timeout non_idempotent',
      'error timeout non_idempotent',
      'error timeout non_idempotent',
      'error timeout http_404',
    ]);
    expect(conf).not.toMatch(/\$http_upgrade|Connection upgrade/i);
    expect(conf).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  it('keys pictures by each format the image optimiser makes and by no other, and keeps them as long', () => {
    const conf = renderEdgeConf(plain);
    // The maps that choose the Accept sent to /_next/image: one pattern per format.
    const negotiated = [...conf.matchAll(/"~\*(image\/[a-z]+)\(/g)].map((match) => match[1]);
    expect(negotiated).toEqual(imageOptimizerConfig({}).formats);
    expect(conf).toMatch(/proxy_cache_key "[^"]*accept=\$edge_image_accept"/);
    // and tells browsers to keep them as long as the optimiser keeps its copies.
    const { minimumCacheTTL } = imageOptimizerConfig({});
    expect(conf).toContain(`"public, max-age=${minimumCacheTTL}, must-revalidate"`);
  });

  it('tells browsers about a page what the site itself tells them without the edge', () => {
    const conf = renderEdgeConf(plain);
    const map =
      /map \$upstream_http_cache_control \$edge_cache_control \{\s*default "([^"]+)";/.exec(conf);
    expect(map?.[1]).toBe(pageCacheControl);
  });

  it('says so when the template grows a placeholder the renderer does not know', () => {
    expect(() => renderEdgeConf(plain, 'listen {{listen}}; {{other}}')).toThrow(/\{\{other\}\}/);
    expect(() => renderEdgeConf(plain, '{{#other}}\nx\n{{/other}}\n')).toThrow(/other/);
  });
});
