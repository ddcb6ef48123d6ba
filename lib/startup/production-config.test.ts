import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkProductionConfig } from './production-config.ts';

const good = {
  SITE_URL: 'https://www.mantisoft.com',
  REVALIDATE_SECRET: 'whsec_0123456789abcdef0123456789',
};

describe('the production settings', () => {
  it('pass when the site has its public address and sound secrets', () => {
    expect(checkProductionConfig(good)).toEqual({ errors: [], warnings: [] });
    expect(
      checkProductionConfig({
        ...good,
        AI_API_BASE: 'https://draw.example.com',
        AI_API_TOKEN: 'the-company-token',
      }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('warn, without stopping, when links would point at this machine', () => {
    for (const SITE_URL of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3230']) {
      const report = checkProductionConfig({ ...good, SITE_URL });
      expect(report.errors).toEqual([]);
      expect(report.warnings).toHaveLength(1);
      expect(report.warnings[0]).toMatch(/SITE_URL/);
    }
  });

  it('stop on a SITE_URL that is no http(s) address', () => {
    for (const SITE_URL of ['www.mantisoft.com', 'ftp://www.mantisoft.com']) {
      expect(checkProductionConfig({ ...good, SITE_URL }).errors).toEqual([
        expect.stringMatching(/SITE_URL/),
      ]);
    }
  });

  it('stop when a real drawing service would be sent the demo token', () => {
    for (const AI_API_TOKEN of [undefined, '', 'mantisoft-demo-token']) {
      const report = checkProductionConfig({
        ...good,
        AI_API_BASE: 'https://draw.example.com',
        AI_API_TOKEN,
      });
      expect(report.errors).toEqual([expect.stringMatching(/AI_API_TOKEN/)]);
    }
    // The demo itself, with its own token, is fine.
    expect(checkProductionConfig(good).errors).toEqual([]);
  });

  it('stop on a webhook secret shorter than 24 bytes, and accept none at all', () => {
    const short = checkProductionConfig({ ...good, REVALIDATE_SECRET: 'e2e-revalidate-secret' });
    expect(short.errors).toEqual([expect.stringMatching(/REVALIDATE_SECRET.*24 bytes/)]);
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
    expect(short.errors).toEqual([expect.stringMatching(/PREVIEW_SECRET.*24 bytes/)]);
    const noToken = checkProductionConfig({ ...good, ...preview, CONTENT_PREVIEW_TOKEN: '' });
    expect(noToken).toEqual({
      errors: [],
      warnings: [expect.stringMatching(/CONTENT_PREVIEW_TOKEN is not.*refused/)],
    });
  });

  it('name every problem, one line each', () => {
    const report = checkProductionConfig({
      SITE_URL: 'nonsense',
      AI_API_BASE: 'https://draw.example.com',
      REVALIDATE_SECRET: 'short',
    });
    expect(report.errors).toHaveLength(3);
    for (const line of report.errors) expect(line).not.toContain('\n');
  });
});

describe('npm start with a bad setting', () => {
  it('exits before anything starts, with the one line that says why', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const launcher = join(root, 'scripts', 'with-content.ts');
    const failure = await promisify(execFile)(process.execPath, [launcher, 'next', 'start'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        // No build is needed: the settings are read first.
        SITE_URL: 'https://www.mantisoft.com',
        REVALIDATE_SECRET: 'too-short',
        CONTENT_API_BASE: 'http://127.0.0.1:9',
      },
    }).then(
      () => null,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = (failure?.stderr ?? '').trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { level?: string; msg?: string };
    expect(line.level).toBe('error');
    expect(line.msg).toMatch(/^configuration: REVALIDATE_SECRET is shorter than 24 bytes/);
    expect(failure?.stdout ?? '').toBe('');
  });
});
