import { describe, expect, it } from 'vitest';
import { edgeConfFromArgs } from './conf-args.ts';
import { renderEdgeConf } from './nginx-conf.ts';

const needed = [
  '--listen',
  '80',
  '--hop',
  '/run/edge/hop.sock',
  '--server-name',
  'www.example.com',
];

describe('the command line of scripts/edge-conf.ts', () => {
  it('reads every setting, and the instances after them', () => {
    const conf = edgeConfFromArgs([
      ...needed,
      '--server-name',
      'example.com',
      '--tls-listen',
      '443',
      '--certificate',
      '/etc/edge/site.pem',
      '--key',
      '/etc/edge/site.key',
      '--acme-webroot',
      '/var/www/acme',
      '--operator',
      '10.0.0.0/8',
      '--real-ip-from',
      '203.0.113.0/24',
      '--real-ip-header',
      'CF-Connecting-IP',
      '--search-rate',
      '30',
      '--webhook-burst',
      '5',
      '--send-timeout',
      '45',
      '--down',
      '10.0.0.12:3000',
      '10.0.0.11:3000',
      '10.0.0.12:3000',
    ]);
    expect(conf).toEqual({
      listen: '80',
      hop: '/run/edge/hop.sock',
      serverNames: ['www.example.com', 'example.com'],
      upstreams: ['10.0.0.11:3000', '10.0.0.12:3000'],
      down: ['10.0.0.12:3000'],
      tls: { listen: '443', certificate: '/etc/edge/site.pem', key: '/etc/edge/site.key' },
      acmeWebroot: '/var/www/acme',
      operators: ['10.0.0.0/8'],
      realIp: { from: ['203.0.113.0/24'], header: 'CF-Connecting-IP', recursive: true },
      limits: {
        search: { perSecond: 30, burst: 60 },
        webhook: { perSecond: 5, burst: 5 },
        sendTimeoutS: 45,
      },
    });
    expect(() => renderEdgeConf(conf)).not.toThrow();
  });

  it('says what is missing or cannot be read', () => {
    expect(() => edgeConfFromArgs(['--listen', '80', '10.0.0.11:3000'])).toThrow(/--server-name/);
    expect(() => edgeConfFromArgs([...needed, '--tls-listen', '443', 'a:1'])).toThrow(/--key/);
    expect(() => edgeConfFromArgs([...needed, '--colour', 'blue', 'a:1'])).toThrow(/colour/);
    const words = edgeConfFromArgs([...needed, '--search-rate', 'fast', 'a:1']);
    expect(() => renderEdgeConf(words)).toThrow(/search requests a second/);
  });
});
