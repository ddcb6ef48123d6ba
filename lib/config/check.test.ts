import { describe, expect, it } from 'vitest';
import { checkBuildConfig, checkContentServiceConfig, checkProductionConfig } from './check.ts';

const good = {
  SITE_URL: 'https://www.mantisoft.com',
  CONTENT_API_BASE: 'https://content.mantisoft.com/api',
  REVALIDATE_SECRET: 'whsec_0123456789abcdef0123456789',
};

describe('the production settings', () => {
  it('pass when the site has its public address, its content service and sound secrets', () => {
    expect(checkProductionConfig(good)).toEqual({ errors: [], warnings: [] });
    expect(
      checkProductionConfig({
        ...good,
        AI_API_BASE: 'https://draw.example.com',
        AI_API_TOKEN: 'the-company-token',
      }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('stop on each malformed value, one line naming the variable, its value and what is wrong', () => {
    const { errors } = checkProductionConfig({
      ...good,
      REDIS_TIMEOUT_MS: 'abc',
      PORT: '80000',
      REDIS_URL: 'localhost:6379',
    });
    expect(errors).toEqual([
      'PORT=80000: expected a port number from 1 to 65535',
      'REDIS_URL=localhost:6379: expected a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
      'REDIS_TIMEOUT_MS=abc: expected a positive whole number of milliseconds',
    ]);
  });

  it('say of a setting the build compiles in that it takes a new build', () => {
    const { errors } = checkProductionConfig({ ...good, CONTENT_PUBLIC_ORIGIN: 'cdn.example' });
    expect(errors).toEqual([
      'CONTENT_PUBLIC_ORIGIN=cdn.example: expected an http(s) origin, e.g. https://img.mantisoft.com; it is read at build time: build again after changing it',
    ]);
  });

  it('leave the tests’ and benchmarks’ own variables to them', () => {
    const report = checkProductionConfig({ ...good, BENCH_WEB_RUNS: 'many', E2E_PORT: 'x' });
    expect(report.errors).toEqual([]);
  });

  it('warn, without stopping, when links would point at this machine', () => {
    for (const SITE_URL of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3230']) {
      const report = checkProductionConfig({ ...good, SITE_URL });
      expect(report.errors).toEqual([]);
      expect(report.warnings).toEqual([expect.stringMatching(/^SITE_URL is /)]);
    }
  });

  it('stop on a SITE_URL that is no http(s) address, and only say that of it', () => {
    for (const SITE_URL of ['www.mantisoft.com', 'ftp://www.mantisoft.com']) {
      expect(checkProductionConfig({ ...good, SITE_URL })).toEqual({
        errors: [expect.stringMatching(/^SITE_URL=.*: expected an http\(s\) URL/)],
        warnings: [],
      });
    }
  });

  it('warn when the server would read the embedded demo content', () => {
    const report = checkProductionConfig({ ...good, CONTENT_API_BASE: '' });
    expect(report.warnings).toEqual([
      expect.stringMatching(/^CONTENT_API_BASE is unset: .*embedded demo content service/),
    ]);
  });

  it('stop when a real drawing service would be sent the demo token', () => {
    for (const AI_API_TOKEN of [undefined, '', 'mantisoft-demo-token']) {
      const report = checkProductionConfig({
        ...good,
        AI_API_BASE: 'https://draw.example.com',
        AI_API_TOKEN,
      });
      expect(report.errors).toEqual([expect.stringMatching(/AI_API_TOKEN is the demo token/)]);
    }
  });

  it('stop on a webhook secret shorter than 24 bytes, and accept none at all', () => {
    const short = checkProductionConfig({ ...good, REVALIDATE_SECRET: 'e2e-revalidate-secret' });
    expect(short.errors).toEqual([
      expect.stringMatching(/^REVALIDATE_SECRET is shorter than 24 bytes/),
    ]);
    // 8 Chinese characters are 24 bytes in UTF-8.
    expect(
      checkProductionConfig({ ...good, REVALIDATE_SECRET: '一二三四五六七八' }).errors,
    ).toEqual([]);
    expect(checkProductionConfig({ ...good, REVALIDATE_SECRET: undefined }).errors).toEqual([]);
  });

  it('stop on a short preview secret, and warn when preview has no content token', () => {
    const preview = {
      PREVIEW_SECRET: 'whsec_preview0123456789abcdef',
      CONTENT_PREVIEW_TOKEN: 'tok',
    };
    expect(checkProductionConfig({ ...good, ...preview })).toEqual({ errors: [], warnings: [] });
    const short = checkProductionConfig({ ...good, ...preview, PREVIEW_SECRET: 'short-secret' });
    expect(short.errors).toEqual([
      expect.stringMatching(/^PREVIEW_SECRET is shorter than 24 bytes/),
    ]);
    const noToken = checkProductionConfig({ ...good, ...preview, CONTENT_PREVIEW_TOKEN: '' });
    expect(noToken).toEqual({
      errors: [],
      warnings: [expect.stringMatching(/CONTENT_PREVIEW_TOKEN is not.*refused/)],
    });
  });

  it('say when several instances would keep feedback apart, and stop on a bad database setting', () => {
    const several = checkProductionConfig({ ...good, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(several).toEqual({
      errors: [],
      warnings: [
        'REDIS_URL is set (several instances) but DATABASE_URL is not: article feedback and search insights are off until DATABASE_URL names a PostgreSQL server',
      ],
    });
    const shared = {
      ...good,
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://site:pw@db.internal:5432/mantisoft',
      INSIGHTS_VISITOR_SECRET: 'whsec_0123456789abcdef0123456789',
    };
    expect(checkProductionConfig(shared)).toEqual({ errors: [], warnings: [] });
    const { errors } = checkProductionConfig({
      ...good,
      DATABASE_URL: 'mysql://db.internal/site',
      INSIGHTS_RETENTION_DAYS: '0',
      INSIGHTS_TIME_ZONE: 'Mars/Olympus',
      INSIGHTS_VISITOR_SECRET: 'short',
    });
    expect(errors).toEqual([
      // A secret's value is never printed: the URL holds a password.
      'DATABASE_URL: expected a postgres:// URL, e.g. postgres://site:password@127.0.0.1:5432/mantisoft',
      'INSIGHTS_RETENTION_DAYS=0: expected a whole number of days from 1 to 3650',
      'INSIGHTS_TIME_ZONE=Mars/Olympus: expected an IANA time zone, e.g. Asia/Shanghai or UTC',
      expect.stringMatching(/^INSIGHTS_VISITOR_SECRET is shorter than 24 bytes/),
    ]);
  });

  it('warn when a variable that is no longer read is still set', () => {
    const report = checkProductionConfig({ ...good, CLIENT_IP_HEADER: 'x-real-ip' });
    expect(report.warnings).toEqual([
      expect.stringMatching(
        /^CLIENT_IP_HEADER is no longer read: list your reverse proxies in TRUSTED_PROXIES/,
      ),
    ]);
    const header = checkProductionConfig({ ...good, TRUST_PROXY_HEADER: 'x-real-ip' });
    expect(header.warnings).toEqual([
      expect.stringMatching(/^TRUST_PROXY_HEADER is no longer read: .*TRUSTED_PROXIES/),
    ]);
  });

  it('name every problem, one line each', () => {
    const report = checkProductionConfig({
      SITE_URL: 'nonsense',
      AI_API_BASE: 'https://draw.example.com',
      REVALIDATE_SECRET: 'short',
      AI_DEMO_TASK_MS: 'soon\nand later',
    });
    expect(report.errors).toHaveLength(4);
    for (const line of report.errors) expect(line).not.toContain('\n');
  });
});

describe('the build', () => {
  it('stops only on a malformed value of what it compiles in', () => {
    expect(
      checkBuildConfig({ BAIDU_TONGJI_ID: 'UA-1234', REDIS_TIMEOUT_MS: 'abc', ...good }),
    ).toEqual(['BAIDU_TONGJI_ID=UA-1234: expected 32 hexadecimal digits (the id in hm.js?<id>)']);
    // What the running server alone needs may be missing where the site is built.
    expect(checkBuildConfig({ AI_API_BASE: 'https://draw.example.com' })).toEqual([]);
  });
});

describe('the embedded content service', () => {
  it('stops only on a malformed value of its own', () => {
    expect(
      checkContentServiceConfig({ CONTENT_SERVICE_PORT: '0', REDIS_TIMEOUT_MS: 'abc' }),
    ).toEqual(['CONTENT_SERVICE_PORT=0: expected a port number from 1 to 65535']);
  });
});
