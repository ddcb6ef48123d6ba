import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, configProblems, forgetConfig, isNextBuild } from './index.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  forgetConfig();
});

describe('config', () => {
  it('runs a fresh checkout on the embedded services with no setting at all', () => {
    const { site, content, drawing, redis, server, serving, contentService } = config({});
    expect(site).toMatchObject({ port: 3000, url: 'http://localhost:3000', tongjiId: undefined });
    expect(content).toMatchObject({
      embedded: true,
      apiBase: 'http://127.0.0.1:4010',
      timeoutMs: 60_000,
    });
    expect(drawing).toMatchObject({ demo: true, base: 'http://127.0.0.1:4010' });
    expect(redis).toEqual({
      url: undefined,
      keyPrefix: 'mantisoft',
      timeoutMs: 250,
      cacheTtlS: 604_800,
    });
    expect(server).toMatchObject({ buildDir: '.next', heapGrowingPercent: 50 });
    // Reachable from this machine only, believing no proxy, with no operator's port.
    expect(serving).toEqual({
      listenAddress: '127.0.0.1',
      trustedProxies: [],
      metrics: { port: undefined, address: '127.0.0.1' },
      drain: { delayMs: 5000, timeoutMs: 20_000 },
      logLevel: 'info',
    });
    expect(contentService).toMatchObject({ port: 4010, publicUrl: 'http://localhost:4010' });
    expect(configProblems({})).toEqual([]);
  });

  it('follows the embedded service to the port it is moved to', () => {
    const { content, drawing, contentService } = config({ CONTENT_SERVICE_PORT: '4205' });
    expect(content.apiBase).toBe('http://127.0.0.1:4205');
    expect(drawing.base).toBe('http://127.0.0.1:4205');
    expect(contentService.publicUrl).toBe('http://localhost:4205');
  });

  it('reads each value as what it is: numbers, origins, addresses, lists', () => {
    const { content, drawing, redis, cluster, serving } = config({
      CONTENT_API_TIMEOUT_MS: ' 5000 ',
      CONTENT_PUBLIC_ORIGIN: 'https://img.example.com/pictures/',
      AI_API_BASE: 'https://draw.example.com/v1//',
      TRUSTED_PROXIES: ' 10.0.0.5, fd00::/8 ,',
      LISTEN_ADDRESS: '0.0.0.0',
      REDIS_URL: 'rediss://cache.example.com:6380',
      CLUSTER_INSTANCE_PORTS: '3201, 3202',
    });
    expect(content.timeoutMs).toBe(5000);
    expect(content.publicOrigin).toBe('https://img.example.com');
    expect(drawing).toMatchObject({ demo: false, base: 'https://draw.example.com/v1' });
    expect(serving.trustedProxies).toEqual(['10.0.0.5', 'fd00::/8']);
    expect(serving.listenAddress).toBe('0.0.0.0');
    expect(redis.url).toBe('rediss://cache.example.com:6380');
    expect(cluster.instancePorts).toEqual([3201, 3202]);
  });

  it('counts a blank value as unset, but takes a secret exactly as given', () => {
    const { site, content } = config({ SITE_URL: '  ', REVALIDATE_SECRET: ' a secret ' });
    expect(site.url).toBe('http://localhost:3000');
    expect(content.revalidateSecret).toBe(' a secret ');
    expect(config({ REVALIDATE_SECRET: '   ' }).content.revalidateSecret).toBeUndefined();
  });

  it('replaces a malformed value by its default, and names it, its value and what was wrong', () => {
    const env = { REDIS_TIMEOUT_MS: 'abc', AI_DRAW_RATE_LIMIT: '0', SITE_URL: 'www.example.com' };
    expect(config(env).redis.timeoutMs).toBe(250);
    expect(config(env).drawing.rateLimit.limit).toBe(5);
    expect(config(env).site.url).toBe('http://localhost:3000');
    expect(configProblems(env)).toEqual([
      {
        name: 'SITE_URL',
        buildTime: true,
        line: 'SITE_URL=www.example.com: expected an http(s) URL, e.g. https://www.mantisoft.com',
      },
      {
        name: 'AI_DRAW_RATE_LIMIT',
        buildTime: false,
        line: 'AI_DRAW_RATE_LIMIT=0: expected a positive whole number of drawings',
      },
      {
        name: 'REDIS_TIMEOUT_MS',
        buildTime: false,
        line: 'REDIS_TIMEOUT_MS=abc: expected a positive whole number of milliseconds',
      },
    ]);
  });

  it('quotes a value with spaces, and never prints a secret', () => {
    const lines = configProblems({ TRUSTED_PROXIES: 'the edge' }).map(({ line }) => line);
    expect(lines).toEqual([
      'TRUSTED_PROXIES="the edge": expected comma-separated IP addresses or ranges, e.g. 10.0.0.5,10.1.0.0/16',
    ]);
    // No secret has a form to get wrong; were one to, only its name would be said.
    for (const { line } of configProblems({ REVALIDATE_SECRET: 'abc', AI_API_TOKEN: 'abc' })) {
      expect(line).not.toContain('abc');
    }
  });

  it('reads an environment once, and process.env again only when told to', () => {
    const env = { PORT: '3300' };
    expect(config(env)).toBe(config(env));
    expect(config({ PORT: '3301' }).site.port).toBe(3301);
    vi.stubEnv('PORT', '3302');
    forgetConfig();
    expect(config().site.port).toBe(3302);
    vi.stubEnv('PORT', '3303');
    expect(config().site.port).toBe(3302);
    forgetConfig();
    expect(config().site.port).toBe(3303);
  });

  it('tells `next build` from every other process by the phase Next sets', () => {
    expect(isNextBuild({ NEXT_PHASE: 'phase-production-build' })).toBe(true);
    expect(isNextBuild({ NEXT_PHASE: 'phase-production-server' })).toBe(false);
    expect(isNextBuild({})).toBe(false);
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    expect(isNextBuild()).toBe(true);
  });
});
