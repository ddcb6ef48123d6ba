// `npm run bench:growth`: the site on the normal seed and on the large one (10,000
// announcements and 2,000 help articles, generated into a temporary folder), built and
// measured one after the other from one copy of the project: build time, the server's memory
// after 10,000 requests spread over many pages, the first visit of pages the build did not
// prerender (p95 over 100), and cached pages' throughput. Prints both side by side with the
// ratios and goals; every process it started is stopped, also on failure or Ctrl-C.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject, removeCopy } from '#e2e/project-copy.ts';
import { inLocales, sitePages, spread } from '#lib/growth-bench/pages.ts';
import { type Figures, formatGrowth } from '#lib/growth-bench/report.ts';
import { largeSeedSize, writeLargeSeed } from '#lib/large-seed/write.ts';
import {
  cachedThroughput,
  firstVisitP95,
  readSiteContent,
  rssAfterLoad,
  sitemapSummary,
} from './bench/growth/measure.ts';
import { startGrowthSite, type Stops } from './bench/growth/site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const durationS = Number(process.env.BENCH_DURATION_S || 10);
const stops: Stops = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

const notes: string[] = [];

async function measureSeed(name: string, copy: string, seedDir: string): Promise<Figures> {
  console.info(`bench:growth: ${name} seed: building…`);
  const site = await startGrowthSite(copy, seedDir, stops);
  console.info(`bench:growth: ${name} seed: built in ${site.buildS.toFixed(1)} s; measuring…`);
  const content = await readSiteContent(site.service);
  const pages = sitePages(content);
  const firstVisits = inLocales(spread(pages.later, 100));
  const firstVisitP95Ms = await firstVisitP95(site.origin, firstVisits);
  console.info(
    `bench:growth: ${name} seed: ${firstVisits.length} first visits, p95 ${firstVisitP95Ms?.toFixed(0) ?? '—'} ms; 10,000 requests…`,
  );
  const [announcement] = content.announcements;
  const [topic] = content.help;
  // The same kinds of page on both seeds, whatever their ids.
  const cachedPages = {
    announcement: `/en/announcement/${announcement}`,
    list: '/en/announcement',
    'help article': `/en/support/${topic?.typeId}/${topic?.articles[0]}`,
  };
  const throughput: Figures['throughput'] = {};
  const measureCached = async (when: string) => {
    for (const [page, path] of Object.entries(cachedPages)) {
      const { perS, kB } = await cachedThroughput(`${site.origin}${path}`, durationS);
      throughput[`${page}, ${when}`] = perS;
      notes.push(`${name} seed, ${page} ${path}, ${when}: ${kB.toFixed(0)} kB a page`);
    }
  };
  console.info(`bench:growth: ${name} seed: cached throughput on the fresh server…`);
  await measureCached('fresh server');
  const everything = inLocales([...pages.prerendered, ...pages.later]);
  const rss = await rssAfterLoad(site.origin, site.port, spread(everything, 1000));
  console.info(
    `bench:growth: ${name} seed: RSS ${rss.loadedMb.toFixed(0)} MB, ${rss.idleMb.toFixed(0)} MB idle; cached throughput…`,
  );
  await measureCached('after the 10,000');
  notes.push(`/sitemap.xml on the ${name} seed: ${await sitemapSummary(site.origin)}`);
  await stopAll();
  return {
    buildS: site.buildS,
    rssMb: rss.loadedMb,
    rssIdleMb: rss.idleMb,
    firstVisitP95Ms,
    throughput,
  };
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
    const normal = await measureSeed('normal', copy, normalSeed);
    const large = await measureSeed('large', copy, largeSeed);
    console.info(
      [
        '',
        `normal seed vs ${largeSeedSize.announcements.toLocaleString('en-US')} announcements and ` +
          `${largeSeedSize.helpArticles.toLocaleString('en-US')} help articles; loopback, ` +
          `${durationS} s per cached page, 32 connections`,
        '',
        formatGrowth(normal, large),
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
