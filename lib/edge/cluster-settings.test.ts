import { describe, expect, it } from 'vitest';
import { clusterSettings, instanceBuildDir } from './cluster-settings.ts';

describe('the local cluster settings', () => {
  it('puts the edge on 3000, two instances above it and Redis on its usual port', () => {
    expect(clusterSettings('/site', {})).toEqual({
      edgePort: 3000,
      instancePorts: [3001, 3002],
      redisUrl: 'redis://127.0.0.1:6379',
      edgePrefix: '/site/.edge',
      serverNames: ['localhost', '127.0.0.1'],
    });
  });

  it('follows PORT, CLUSTER_INSTANCE_PORTS, REDIS_URL and EDGE_PREFIX', () => {
    const env = {
      PORT: '3200',
      CLUSTER_INSTANCE_PORTS: '3201, 3202,3203',
      REDIS_URL: 'redis://127.0.0.1:4200',
      EDGE_PREFIX: '/tmp/edge',
    };
    expect(clusterSettings('/site', env)).toEqual({
      edgePort: 3200,
      instancePorts: [3201, 3202, 3203],
      redisUrl: 'redis://127.0.0.1:4200',
      edgePrefix: '/tmp/edge',
      serverNames: ['localhost', '127.0.0.1'],
    });
    expect(clusterSettings('/site', { PORT: '4000' }).instancePorts).toEqual([4001, 4002]);
  });

  it('serves this machine’s names and the one SITE_URL names', () => {
    const named = clusterSettings('/site', { SITE_URL: 'https://www.example.com' });
    expect(named.serverNames).toEqual(['localhost', '127.0.0.1', 'www.example.com']);
    const here = clusterSettings('/site', { SITE_URL: 'http://127.0.0.1:3000' });
    expect(here.serverNames).toEqual(['localhost', '127.0.0.1']);
  });

  it('refuses ports that cannot work rather than starting half a cluster', () => {
    expect(() => clusterSettings('/', { CLUSTER_INSTANCE_PORTS: '3001,x' })).toThrow(
      'CLUSTER_INSTANCE_PORTS=3001,x: expected comma-separated port numbers',
    );
    expect(() => clusterSettings('/', { PORT: 'http' })).toThrow(
      'PORT=http: expected a port number',
    );
    expect(() => clusterSettings('/', { CLUSTER_INSTANCE_PORTS: '3000,3001' })).toThrow(
      /different ports/,
    );
  });

  it('gives each instance a build folder that NEXT_DIST_DIR accepts', () => {
    expect(instanceBuildDir('.next', 0)).toBe('.next-instance-1');
    expect(instanceBuildDir('.next-e2e', 1)).toBe('.next-e2e-instance-2');
  });
});
