import { describe, expect, it } from 'vitest';
import { helpInsightsOffReason, insightsSettings, severalInstancesReason } from './settings.ts';

describe('what the feedback runs on', () => {
  it('is the embedded database in the build’s cache folder when nothing is set', () => {
    expect(insightsSettings('/srv/site', {})).toMatchObject({
      mode: 'embedded',
      dir: '/srv/site/.next/cache/help-insights',
      retentionDays: 90,
      timeZone: 'Asia/Shanghai',
    });
    expect(insightsSettings('/srv/site', { DATABASE_DIR: '/var/lib/site-db' }).dir).toBe(
      '/var/lib/site-db',
    );
  });

  it('is the server DATABASE_URL names, and nothing for several instances without one', () => {
    const url = 'postgres://site@127.0.0.1:5432/site';
    expect(insightsSettings('/srv', { DATABASE_URL: url })).toMatchObject({
      mode: 'postgres',
      url,
    });
    expect(
      insightsSettings('/srv', { DATABASE_URL: url, REDIS_URL: 'redis://127.0.0.1:6379' }).mode,
    ).toBe('postgres');
    expect(insightsSettings('/srv', { REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({
      mode: 'off',
      reason: severalInstancesReason,
    });
    expect(insightsSettings('/srv', { NEXT_PHASE: 'phase-production-build' }).mode).toBe('off');
  });

  it('is nothing when the feature is switched off, whatever database is named', () => {
    const url = 'postgres://site@127.0.0.1:5432/site';
    expect(insightsSettings('/srv', { HELP_INSIGHTS: '0', DATABASE_URL: url })).toMatchObject({
      mode: 'off',
      reason: helpInsightsOffReason,
    });
    expect(insightsSettings('/srv', { HELP_INSIGHTS: '1' }).mode).toBe('embedded');
  });
});
