// `npm run bench:growth`: the site on the normal seed and on the large one (10,000
// announcements and 2,000 help articles, generated into a temporary folder), each built from one
// copy of the project into its own folder and served side by side: build time, the first visit
// of pages the build did not prerender (p95 over 100), cached pages' throughput, the server's
// memory after 10,000 requests spread over many pages, and the throughput again. Throughput is
// measured in alternating rounds on the two servers (median of each), so that a change in the
// machine's load during the run weighs on both seeds alike. Prints both side by side with the
// ratios and goals; every process it started is stopped, also on failure or Ctrl-C.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject, removeCopy } from '#e2e/project-copy.ts';
import { inLocales, type SiteContent, sitePages, spread } from '#lib/growth-bench/pages.ts';
import { type Figures, formatGrowth } from '#lib/growth-bench/report.ts';
import { largeSeedSize, writeLargeSeed } from '#lib/large-seed/write.ts';
import {
  cachedThroughput,
  firstVisitP95,
  readSiteContent,
  rssAfterLoad,
  sitemapSummary,
} from './bench/growth/measure.ts';
import { type GrowthSite, startGrowthSite, type Stops } from './bench/growth/site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Seconds of each throughput round; three rounds a page and seed. */
const roundS = Number(process.env.BENCH_DURATION_S || 5);
const rounds = 3;
const stops: Stops = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

const notes: string[] = [];

type Seed = {
  name: string;
  site: GrowthSite;
  content: SiteContent;
  figures: Figures;
};

async function startSeed(name: string, copy: string, seedDir: string): Promise<Seed> {
  console.info(`bench:growth: ${name} seed: building…`);
  const site = await startGrowthSite(copy, seedDir, `.next-growth-${name}`, stops);
  console.info(`bench:growth: ${name} seed: built in ${site.buildS.toFixed(1)} s`);
  const content = await readSiteContent(site.service);
  const figures: Figures = {
    buildS: site.buildS,
    rssMb: 0,
    rssIdleMb: 0,
    firstVisitP95Ms: null,
    throughput: {},
  };
  return { name, site, content, figures };
}

const pageKinds = ['announcement', 'list', 'help article'] as const;

/** The same kinds of page on both seeds, whatever their ids. */
function cachedPages(content: SiteContent): Record<(typeof pageKinds)[number], string> {
  const [announcement] = content.announcements;
  const [topic] = content.help;
  return {
    announcement: `/en/announcement/${announcement}`,
    list: '/en/announcement',
    'help article': `/en/support/${topic?.typeId}/${topic?.articles[0]}`,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Each page's throughput on both seeds, in rounds that alternate which seed goes first. */
async function measureCached(seeds: readonly Seed[], when: string) {
  console.info(`bench:growth: cached throughput, ${when}…`);
  for (const page of pageKinds) {
    const runs = new Map<Seed, number[]>(seeds.map((seed) => [seed, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const seed of round % 2 === 0 ? seeds : [...seeds].reverse()) {
        const path = cachedPages(seed.content)[page];
        const { perS, kB } = await cachedThroughput(`${seed.site.origin}${path}`, roundS);
        runs.get(seed)?.push(perS);
        if (round === 0)
          notes.push(`${seed.name} seed, ${page} ${path}, ${when}: ${kB.toFixed(0)} kB a page`);
      }
    }
    for (const seed of seeds)
      seed.figures.throughput[`${page}, ${when}`] = median(runs.get(seed) ?? []);
  }
}

async function measureFirstVisits(seed: Seed) {
  const { name, site, content, figures } = seed;
  const pages = sitePages(content);
  const firstVisits = inLocales(spread(pages.later, 100));
  figures.firstVisitP95Ms = await firstVisitP95(site.origin, firstVisits);
  console.info(
    `bench:growth: ${name} seed: ${firstVisits.length} first visits, p95 ${figures.firstVisitP95Ms?.toFixed(0) ?? '—'} ms`,
  );
}

async function loadAlone(seed: Seed) {
  const { name, site, content, figures } = seed;
  const pages = sitePages(content);
  console.info(`bench:growth: ${name} seed: 10,000 requests…`);
  const everything = inLocales([...pages.prerendered, ...pages.later]);
  const rss = await rssAfterLoad(site.origin, site.port, spread(everything, 1000));
  figures.rssMb = rss.loadedMb;
  figures.rssIdleMb = rss.idleMb;
  console.info(
    `bench:growth: ${name} seed: RSS ${rss.loadedMb.toFixed(0)} MB, ${rss.idleMb.toFixed(0)} MB idle`,
  );
}

async function main() {
  const seeds = await mkdtemp(join(tmpdir(), 'mantisoft-growth-seeds-'));
  let copy: string | undefined;
  try {
    const normalSeed = join(seeds, 'normal');
    const largeSeed = join(seeds, 'large');
    await cp(join(root, 'content-service/seed'), normalSeed, { recursive: true });
    console.info('bench:growth: writing the large seed…');
    await writeLargeSeed({ from: normalSeed, to: largeSeed, ...largeSeedSize });
    copy = copyProject(root);
    const normal = await startSeed('normal', copy, normalSeed);
    const large = await startSeed('large', copy, largeSeed);
    const both = [normal, large];
    for (const seed of both) await measureFirstVisits(seed);
    await measureCached(both, 'fresh server');
    // One server at a time takes the load, so that each one's memory is its own load's.
    for (const seed of both) await loadAlone(seed);
    await measureCached(both, 'after the 10,000');
    for (const seed of both) {
      notes.push(
        `/sitemap.xml on the ${seed.name} seed: ${await sitemapSummary(seed.site.origin)}`,
      );
    }
    console.info(
      [
        '',
        `normal seed vs ${largeSeedSize.announcements.toLocaleString('en-US')} announcements and ` +
          `${largeSeedSize.helpArticles.toLocaleString('en-US')} help articles; loopback, ` +
          `${rounds} rounds of ${roundS} s per cached page and seed (median), 32 connections`,
        '',
        formatGrowth(normal.figures, large.figures),
        '',
        ...notes,
        '',
      ].join('\n'),
    );
  } finally {
    await stopAll();
    if (copy) removeCopy(copy);
    await rm(seeds, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:growth: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
