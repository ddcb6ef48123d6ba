import { describe, expect, it } from 'vitest';
import { config } from '#lib/config/index.ts';
import {
  formatFirstLoadRatios,
  formatLcpCharge,
  formatLighthouseTable,
  homeFirstLoadMiss,
  type LighthouseFigures,
  lighthouseMisses,
  medianRun,
} from './report.ts';
import { selectPages, webBenchSettings } from './settings.ts';

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
};
const run = (performance: number, lcpMs = 1000) => ({ ...perfect, performance, lcpMs });

describe('medianRun', () => {
  it('picks the middle run by performance score, with its own figures', () => {
    const chosen = medianRun([run(90, 1), run(70, 2), run(80, 3)]);
    expect(chosen).toEqual(run(80, 3));
  });

  it('takes the lower middle of an even count, and the earliest of equal scores', () => {
    expect(medianRun([run(90), run(60), run(80), run(70)]).performance).toBe(70);
    expect(medianRun([run(80, 1), run(80, 2), run(80, 3)]).lcpMs).toBe(2);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow(/no Lighthouse run/);
  });
});

describe('lighthouseMisses', () => {
  it('is empty when every goal is met', () => {
    expect(lighthouseMisses(perfect, { ...perfect, performance: 95 })).toEqual([]);
  });

  it('says by how much each goal is missed', () => {
    const page = { ...perfect, performance: 80, accessibility: 96, seo: 91, cls: 0.0123 };
    expect(lighthouseMisses(page, { ...perfect, performance: 90 })).toEqual([
      'performance 15 short of 95',
      'performance 10 below the bare page',
      'accessibility 4 short of 100',
      'SEO 9 short of 100',
      'CLS 0.01 over 0.00',
    ]);
  });

  it('counts CLS as Lighthouse shows it, to two decimals', () => {
    expect(lighthouseMisses({ ...perfect, cls: 0.0049 })).toEqual([]);
    expect(lighthouseMisses({ ...perfect, cls: 0.005 })).toEqual(['CLS 0.01 over 0.00']);
  });
});

describe('first-load ratios', () => {
  const bare = { page: 'bare', url: '/', scripts: 7, gzipBytes: 100_000 };

  it('holds home to 1.10× the bare page', () => {
    expect(homeFirstLoadMiss({ ...bare, gzipBytes: 110_000 }, bare)).toBe('met');
    expect(homeFirstLoadMiss({ ...bare, gzipBytes: 116_500 }, bare)).toBe('6.5 kB over 1.10× bare');
  });

  it('prints each page with its ratio, and the goal on home only', () => {
    const table = formatFirstLoadRatios(bare, [
      { page: 'home (zh)', url: '/', scripts: 12, gzipBytes: 125_000, home: true },
      { page: 'support (zh)', url: '/support', scripts: 13, gzipBytes: 130_000, home: false },
    ]);
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/^bare\s+\/\s+7\s+100\.0 kB\s+1\.00×\s+yardstick$/);
    expect(lines[3]).toMatch(/home \(zh\).*125\.0 kB\s+1\.25×\s+15\.0 kB over 1\.10× bare$/);
    expect(lines[4]).toMatch(/support \(zh\).*130\.0 kB\s+1\.30×$/);
  });
});

describe('formatLighthouseTable', () => {
  it('shows the bare page first and each page with its misses, or met', () => {
    const bare = { page: 'bare', url: '/', figures: { ...perfect, performance: 96, seo: 90 } };
    const charged = { paintMs: 291.6, scripts: 12, scriptBytes: 146_200, pageScripts: 13 };
    const table = formatLighthouseTable(bare, [
      {
        page: 'home (zh)',
        url: '/',
        figures: { ...perfect, performance: 97, lcpMs: 1234, lcp: charged },
      },
      { page: 'home (en)', url: '/en', figures: { ...perfect, performance: 95, tbtMs: 151.6 } },
    ]);
    const [header = '', , bareLine = '', zh = '', en = ''] = table.split('\n');
    expect(header.split(/\s{2,}/)).toEqual([
      'page',
      'url',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'paint',
      'scripts in LCP',
      'TBT',
      'CLS',
      'goals',
    ]);
    expect(bareLine).toMatch(/96\s+100\s+100\s+90\s+0\.80 s\s+—\s+—\s+0 ms\s+0\.00\s+yardstick$/);
    expect(zh).toMatch(/97 .*1\.23 s\s+292 ms\s+12 of 13, 146\.2 kB\s+0 ms .*met$/);
    expect(en).toMatch(/152 ms\s+0\.00\s+performance 1 below the bare page$/);
  });
});

describe('formatLcpCharge', () => {
  it('names the scripts charged of all the page requested, and nothing for a run without them', () => {
    expect(formatLcpCharge({ paintMs: 80, scripts: 0, scriptBytes: 0, pageScripts: 5 })).toBe(
      '0 of 5, 0.0 kB',
    );
    expect(formatLcpCharge(undefined)).toBe('—');
  });
});

describe('webBenchSettings', () => {
  it('measures every page in both locales three times by default', () => {
    const settings = webBenchSettings(config({}).tooling);
    expect(settings.runs).toBe(3);
    expect(settings.build).toBe(true);
    expect(settings.throttlingMethod).toBe('simulate');
    expect(settings.pages.map((page) => page.url)).toContain('/en/support/2/2011');
    expect(settings.pages).toHaveLength(14);
  });

  it('reads the knobs, and ignores ports out of range', () => {
    const env = {
      BENCH_WEB_RUNS: '5',
      BENCH_WEB_PORT: '3500',
      BENCH_WEB_BARE_PORT: '70000',
      BENCH_WEB_BUILD: '0',
      BENCH_WEB_THROTTLING: 'devtools',
    };
    const settings = webBenchSettings(config(env).tooling);
    expect(settings).toMatchObject({ runs: 5, sitePort: 3500, build: false });
    expect(settings.barePort).toBeUndefined();
    expect(settings.throttlingMethod).toBe('devtools');
  });

  it('picks pages by name, in both locales, and names an unknown one', () => {
    expect(
      selectPages(config({ BENCH_WEB_PAGES: 'home, show' }).tooling.bench.web.pages).map(
        (page) => page.url,
      ),
    ).toEqual(['/', '/en', '/show', '/en/show']);
    expect(() => selectPages(['home', 'nope'])).toThrow(/unknown nope/);
  });
});
