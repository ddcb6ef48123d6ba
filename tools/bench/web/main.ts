// `npm run bench:web`: the site's pages beside a bare Next.js page of the same Next, built in the
// same run. Prints first-load JavaScript of every route with its ratio to the bare page, then
// Lighthouse (mobile defaults, BENCH_WEB_RUNS runs a page, the median run by performance score)
// on the pages of tools/bench/web/settings.ts in both locales, with the goals each page misses and
// by how much, and the machine's pace through the run (tools/bench/machine-pace.ts).
// Every report is kept under reports/lighthouse/<time>/. Stops every process it started, also on
// failure or Ctrl-C.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localePages } from '#tools/testing/pages.ts';
import { fetchFirstLoad, httpScriptSizer } from '../first-load-fetch.ts';
import { localeTags } from '#lib/i18n/locales.ts';
import { formatPace, MachinePace } from '../machine-pace.ts';
import {
  formatFirstLoadRatios,
  formatLighthouseTable,
  type LighthouseRow,
  medianRun,
} from './report.ts';
import { webBenchSettings } from './settings.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { chromiumPath, startChromium } from './chromium.ts';
import { runLighthouse } from './lighthouse.ts';
import { stopsOnSignal } from '../stops.ts';
import { bareApp, buildBoth, builtPorts, serveBoth, siteBuildDir } from './servers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { stops, stopAll } = stopsOnSignal();

async function main() {
  const settings = webBenchSettings();
  const pace = new MachinePace();
  pace.take();
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath}: install it (Debian: apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_PATH`,
    );
  }
  const [site = 0, bare = 0, content = 0] = await freePorts(3);
  const asked = { site: settings.sitePort, content: settings.contentPort };
  const ports = {
    site: settings.sitePort ?? site,
    bare: settings.barePort ?? bare,
    content: settings.contentPort ?? content,
    ...(settings.build ? {} : builtPorts(root, asked)),
  };
  if (settings.build) await buildBoth(root, ports, stops);
  for (const dir of [siteBuildDir, join(bareApp, '.next')]) {
    if (!existsSync(join(root, dir, 'BUILD_ID'))) throw new Error(`no build in ${dir}`);
  }
  const origins = await serveBoth(root, ports, stops);
  console.info(`bench:web: site on ${origins.site}, bare page on ${origins.bare}`);

  const sizeOf = httpScriptSizer();
  const bareLoad = await fetchFirstLoad(origins.bare, '/', localeTags.en, sizeOf);
  const bareFigure = { page: 'bare Next.js page', url: '/', ...count(bareLoad) };
  const siteFigures = [];
  for (const page of localePages) {
    const load = await fetchFirstLoad(origins.site, page.url, localeTags[page.locale], sizeOf);
    const name = `${page.name} (${page.locale})`;
    siteFigures.push({ page: name, url: page.url, home: page.budget === 'home', ...count(load) });
  }

  const folder = join(
    root,
    'reports',
    'lighthouse',
    new Date().toISOString().replace(/[:.]/g, '-'),
  );
  mkdirSync(folder, { recursive: true });
  const chromium = await startChromium();
  stops.push(chromium.stop);
  const measure = async (
    slug: string,
    origin: string,
    url: string,
    language: string,
    runs = settings.runs,
  ) => {
    pace.take();
    console.info(`bench:web: Lighthouse × ${runs} on ${url} (${language})…`);
    const measured = await runLighthouse({
      url: new URL(url, origin).href,
      language,
      chromiumPort: chromium.port,
      runs,
      folder,
      slug,
      throttlingMethod: settings.throttlingMethod,
    });
    return { runs: measured.runs, figures: medianRun(measured.runs) };
  };
  // The first load in a new browser pays for its caches and compilers: measured, it would
  // handicap whichever page came first.
  await measure('warm-up', origins.bare, '/', localeTags.en, 1);
  // The yardstick's runs at the start, then one after each page: its median is taken over the
  // whole run, so that the minutes in which the machine was busy weigh on both sides alike.
  const bareRuns = (await measure('bare', origins.bare, '/', localeTags.en)).runs;
  const rows: LighthouseRow[] = [];
  const all: { page: string; url: string; runs: typeof bareRuns }[] = [];
  for (const page of settings.pages) {
    const slug = `${page.name}-${page.locale}`;
    const measured = await measure(slug, origins.site, page.url, localeTags[page.locale]);
    rows.push({ page: `${page.name} (${page.locale})`, url: page.url, figures: measured.figures });
    all.push({ page: `${page.name} (${page.locale})`, url: page.url, runs: measured.runs });
    bareRuns.push(
      ...(await measure(`bare-after-${slug}`, origins.bare, '/', localeTags.en, 1)).runs,
    );
  }
  const bareRow: LighthouseRow = {
    page: 'bare Next.js page',
    url: '/',
    figures: medianRun(bareRuns),
  };
  all.unshift({ page: bareRow.page, url: '/', runs: bareRuns });
  pace.take();
  writeFileSync(
    join(folder, 'summary.json'),
    JSON.stringify(
      { settings, ports, paceS: pace.samples, freshMemoryMsPerMib: pace.freshMemory, runs: all },
      null,
      2,
    ),
  );

  console.info(
    [
      '',
      'First-load JavaScript (gzip -9 of each script the HTML loads, 1 kB = 1000 bytes)',
      '',
      formatFirstLoadRatios(bareFigure, siteFigures),
      '',
      `Lighthouse ${settings.throttlingMethod === 'simulate' ? '(mobile defaults, simulated throttling)' : '(mobile, devtools throttling)'}, median of ${settings.runs} run(s) by performance score; ` +
        `the bare page's of ${bareRuns.length}, ${settings.runs} at the start and one after each page`,
      '',
      formatLighthouseTable(bareRow, rows),
      '',
      `reports: ${folder}`,
      formatPace(pace.samples, pace.freshMemory),
    ].join('\n'),
  );
}

function count(load: { scripts: unknown[]; gzipBytes: number }) {
  return { scripts: load.scripts.length, gzipBytes: load.gzipBytes };
}

try {
  await main();
} catch (error) {
  console.error(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
