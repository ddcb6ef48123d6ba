import { describe, expect, it } from 'vitest';
import { config } from '#lib/config/index.ts';
import { formatFreshness, formatRatios, percentile, type Throughput } from './report.ts';
import { benchSettings } from './settings.ts';

const run = (target: string, requestsPerS: number, failures = 0): Throughput => ({
  page: 'home',
  target,
  requestsPerS,
  p99Ms: 9,
  failures,
});
const names = { limit: 'limit', edge: 'edge', bare: 'bare' };

describe('the bench report', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 95)).toBe(190);
    expect(percentile([5], 95)).toBe(5);
  });

  it('says whether the edge reached 0.9 of the limit without failures', () => {
    const met = formatRatios([run('limit', 1000), run('edge', 950), run('bare', 100)], names);
    expect(met).toContain('0.95');
    expect(met).toContain('0.10');
    expect(met).toMatch(/: met$/m);
    expect(formatRatios([run('limit', 1000), run('edge', 800)], names)).toContain('MISSED');
    expect(formatRatios([run('limit', 1000), run('edge', 990, 3)], names)).toContain('MISSED');
  });

  it('says whether the webhook showed within a second at p95', () => {
    const quick = Array.from({ length: 20 }, () => 300);
    expect(formatFreshness([{ target: 'one instance', latenciesMs: quick }])).toMatch(/met$/m);
    const slow = [...quick.slice(0, 18), 1500, 1600];
    expect(formatFreshness([{ target: 'edge', latenciesMs: slow }])).toContain('MISSED');
  });

  it('runs at least 20 webhook rounds, whatever the environment says', () => {
    expect(benchSettings(config({}).tooling)).toEqual({
      durationS: 15,
      connections: 32,
      rounds: 20,
    });
    const env = { BENCH_WEBHOOK_ROUNDS: '5', BENCH_DURATION_S: '3' };
    expect(benchSettings(config(env).tooling)).toMatchObject({
      durationS: 3,
      rounds: 20,
    });
  });
});
