// `npm run bench:insights`: what the help insights cost a visitor, in one run. The site is built
// twice, with the feature (HELP_INSIGHTS=1: the feedback widget on articles, searches recorded,
// the embedded database open in its thread) and without it (HELP_INSIGHTS=0), and one instance of
// each is served. Prints the first-load JavaScript of a help article in both locales, and the
// cached-page throughput (BENCH_CONNECTIONS for BENCH_DURATION_S, default 15 s, after a 2 s
// warm-up) of three pages on each, in paired rounds that alternate which build goes first, with
// the median of the rounds and the machine's pace. Stops everything it started, also on Ctrl-C.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeTags } from '#lib/i18n/locales.ts';
import { startNextInstance } from '#tools/process/next-instance.ts';
import { bareEnv, start } from '#tools/process/project-copy.ts';
import { startService } from '#tools/testing/content-service.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { fetchFirstLoad, httpScriptSizer } from '../first-load-fetch.ts';
import { formatPace, MachinePace } from '../machine-pace.ts';
import { loadPage } from '../measure.ts';
import { table } from '../report.ts';
import { benchPages, benchSettings } from '../settings.ts';
import { stopsOnSignal } from '../stops.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const settings = benchSettings();
const rounds = 3;
const article = { zh: '/support/2/2011', en: '/en/support/2/2011' } as const;
const { stops, stopAll } = stopsOnSignal();

type Variant = { name: string; flag: '1' | '0'; dir: string; origin?: string };
const variants: Variant[] = [
  { name: 'with the feature', flag: '1', dir: '.next-bench-insights-on' },
  { name: 'without', flag: '0', dir: '.next-bench-insights-off' },
];

async function build(variant: Variant, contentPort: number): Promise<void> {
  console.info(`bench: building ${variant.name} into ${variant.dir} (a few minutes)…`);
  const running = start(
    'npm run build',
    root,
    bareEnv({
      NEXT_DIST_DIR: variant.dir,
      HELP_INSIGHTS: variant.flag,
      CONTENT_SERVICE_PORT: String(contentPort),
    }),
  );
  stops.push(running.stop);
  const code = await running.exited;
  if (code !== 0) throw new Error(`the build exited with ${code}:\n${running.output()}`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const perS = (value: number) => Math.round(value).toLocaleString('en-US');

async function main() {
  const pace = new MachinePace();
  pace.take();
  const [contentPort = 0] = await freePorts(1);
  for (const variant of variants) await build(variant, contentPort);
  pace.take();

  const service = await startService({ copySeed: true });
  stops.push(service.stop);
  const data = mkdtempSync(join(tmpdir(), 'bench-insights-'));
  stops.push(async () => rmSync(data, { recursive: true, force: true }));
  const ports = await freePorts(variants.length);
  for (const [index, variant] of variants.entries()) {
    const port = ports[index] ?? 0;
    const instance = await startNextInstance({
      from: variant.dir,
      folder: `${variant.dir}-served`,
      port,
      env: {
        SITE_URL: `http://127.0.0.1:${port}`,
        CONTENT_API_BASE: service.origin,
        CONTENT_PUBLIC_ORIGIN: service.origin,
        HELP_INSIGHTS: variant.flag,
        DATABASE_DIR: join(data, variant.flag),
      },
    });
    stops.push(instance.stop);
    variant.origin = instance.origin;
  }

  const firstLoadRows: string[][] = [];
  for (const [locale, path] of Object.entries(article)) {
    const sizes = [];
    for (const variant of variants) {
      const origin = variant.origin ?? '';
      const load = await fetchFirstLoad(
        origin,
        path,
        localeTags[locale as 'zh' | 'en'],
        httpScriptSizer(),
      );
      sizes.push(load.gzipBytes);
    }
    const [on = 0, off = 0] = sizes;
    firstLoadRows.push([
      `help article (${locale})`,
      kB(on),
      kB(off),
      `${on - off >= 0 ? '+' : ''}${kB(on - off)}`,
    ]);
  }

  const runs = new Map<string, number[][]>();
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const page of benchPages) {
      for (const variant of order) {
        pace.take();
        console.info(`bench: round ${round + 1}, ${page.name}, ${variant.name}…`);
        const run = await loadPage(`${variant.origin}${page.path}`, settings);
        if (run.failures > 0)
          throw new Error(`${page.path} ${variant.name}: ${run.failures} failed`);
        const key = `${page.name}|${variant.flag}`;
        runs.set(key, [...(runs.get(key) ?? []), [run.requestsPerS, run.p99Ms]]);
      }
    }
  }
  pace.take();

  const throughputRows = benchPages.map((page) => {
    const of = (flag: string) => runs.get(`${page.name}|${flag}`) ?? [];
    const figures = (flag: string) => {
      const all = of(flag);
      return {
        perS: median(all.map(([value = 0]) => value)),
        p99: median(all.map(([, p = 0]) => p)),
      };
    };
    const on = figures('1');
    const off = figures('0');
    const each = (flag: string) =>
      of(flag)
        .map(([value = 0]) => perS(value))
        .join(', ');
    return [
      page.name,
      `${perS(on.perS)} /s, p99 ${on.p99} ms`,
      `${perS(off.perS)} /s, p99 ${off.p99} ms`,
      (on.perS / off.perS).toFixed(2),
      `${each('1')} | ${each('0')}`,
    ];
  });

  console.info('\nFirst-load JavaScript (gzip) of a help article\n');
  console.info(table(['page', 'with the feature', 'without', 'difference'], firstLoadRows));
  console.info(
    `\nCached pages, one instance, ${settings.connections} connections, ${settings.durationS} s a run, median of ${rounds} paired rounds\n`,
  );
  console.info(
    table(
      ['page', 'with the feature', 'without', 'with/without', 'rounds (with | without)'],
      throughputRows,
    ),
  );
  console.info(`\n${formatPace(pace.samples, pace.freshMemory)}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
