import { describe, expect, it } from 'vitest';
import { type EdgeConf, renderEdgeConf } from './nginx-conf.ts';

const good: EdgeConf = {
  listen: '80',
  serverNames: ['www.example.com'],
  upstreams: ['10.0.0.11:3000'],
  hop: '/run/edge/hop.sock',
};
const tls = { listen: '443', certificate: '/etc/edge/site.pem', key: '/etc/edge/site.key' };
const render = (changes: Partial<EdgeConf>) => () => renderEdgeConf({ ...good, ...changes });

// Each value is pasted into nginx's configuration: one that holds nginx syntax would change
// the configuration rather than fill it, so it is refused with its name.
describe('the edge settings refuse what would change the configuration', () => {
  it('in the listen addresses, the instances and the hop', () => {
    expect(render({ listen: '80; include /x' })).toThrow(/listen/);
    expect(render({ upstreams: ['a:1; server b:2'] })).toThrow(/host:port/);
    expect(render({ upstreams: [] })).toThrow(/at least one/);
    expect(render({ down: ['10.0.0.12:3000'] })).toThrow(/not one of the instances/);
    expect(render({ down: ['10.0.0.11:3000'] })).toThrow(/at least one instance must stay/);
    for (const hop of ['hop.sock', '/run/x.sock; include /etc/x', `/${'a'.repeat(120)}`]) {
      expect(render({ hop })).toThrow(/socket/);
    }
  });

  it('in the host names', () => {
    for (const name of [
      'www.example.com; include /x',
      'www example.com',
      'a{b}',
      '',
      '*.example.com',
    ]) {
      expect(render({ serverNames: [name] }), name).toThrow(/host name/);
    }
    expect(render({ serverNames: [] })).toThrow(/host name/);
    expect(
      render({ serverNames: ['localhost', '127.0.0.1', 'xn--fiq228c.example'] }),
    ).not.toThrow();
  });

  it('in TLS and the webroot', () => {
    expect(render({ tls: { ...tls, certificate: '/etc/my cert.pem' } })).toThrow(/file path/);
    expect(render({ tls: { ...tls, key: 'site.key' } })).toThrow(/file path/);
    expect(render({ tls: { ...tls, key: '/k;ey' } })).toThrow(/file path/);
    expect(render({ tls: { ...tls, listen: '80' } })).toThrow(/different/);
    expect(render({ acmeWebroot: '/var/www/acme; root /' })).toThrow(/folder path/);
  });

  it('in the operators and the CDN in front', () => {
    for (const address of ['10.0.0.0/33', '10.0.0.1; allow all', 'all', '::1/129', 'example.com']) {
      expect(render({ operators: [address] }), address).toThrow(/address/);
    }
    expect(render({ operators: ['10.0.0.0/8', '2001:db8::/32', '::1'] })).not.toThrow();
    expect(render({ realIp: { from: [] } })).toThrow(/CDN/);
    expect(render({ realIp: { from: ['0.0.0.0/0; x'] } })).toThrow(/address/);
    expect(render({ realIp: { from: ['10.0.0.1'], header: 'X-Real-IP; allow' } })).toThrow(
      /header/,
    );
  });

  it('in the limits', () => {
    for (const perSecond of [0, -1, 1.5, Number.NaN]) {
      expect(render({ limits: { search: { perSecond, burst: 1 } } }), String(perSecond)).toThrow(
        /search requests a second/,
      );
    }
    expect(render({ limits: { webhook: { perSecond: 1, burst: -1 } } })).toThrow(/burst/);
    expect(render({ limits: { sendTimeoutS: 0 } })).toThrow(/sendTimeoutS/);
  });
});
