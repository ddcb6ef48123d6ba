// `npm run bench:growth`: the site on the normal seed and on the large one (10,000 announcements
// and 2,000 help articles, generated into a temporary folder), each built three times, in turns,
// from one copy of the project into its own folder and served side by side: build time (the median
// build of each), the first visit of pages the build did not prerender (p95 over 100), cached
// pages' throughput, the server's memory after 10,000 requests spread over many pages (then after a
// publish and the same requests again), first visits of other such pages again, and the throughput
// again. Throughput is measured in pairs of short rounds, one on each server back to back, and its
// ratio is the median of the pairs' ratios, so that a change in the machine's load during the run
// weighs on both seeds alike. Prints both side by side with the ratios and goals and the machine's
// pace through the run (tools/bench/machine-pace.ts); every process it started is stopped, also on
// failure or Ctrl-C.
//
// BENCH_GROWTH_REDIS=1 serves each seed as the instances of a cluster run: on a private Redis
// of its own (REDIS_URL), so that pages are read and written through the shared cache and its
// memory layer (lib/cache/shared-store.ts) rather than Next's own cache.
import { findOnPath } from '#lib/find-on-path.ts';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '#lib/config/index.ts';
import { copyProject, removeCopy } from '#tools/process/project-copy.ts';
import { tags } from '#lib/content/tags.ts';
import { inLocales, type SiteContent, type SitePages, sitePages, spread } from './pages.ts';
import { type Figures, formatGrowth, median, type PairedRatios, pairRatios } from './report.ts';
import { largeSeedSize, writeLargeSeed } from '#tools/large-seed/write.ts';
import { formatPace, MachinePace } from '../machine-pace.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { RedisConnection } from '#lib/redis/connection.ts';
import { heldMemory } from '#tools/testing/held-memory.ts';
import { missingRedisMessage, startPrivateRedis } from '#tools/testing/redis-global-setup.ts';
import { errorSummary } from './server-errors.ts';
import {
  cachedThroughput,
  firstVisitP95,
  readSiteContent,
  rssAfterLoad,
  sitemapSummary,
} from './measure.ts';
import {
  type GrowthSeed,
  type GrowthSite,
  serveBuild,
  startSeedService,
  type Stops,
  timedBuild,
} from './site.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Seconds of each throughput round, after `warmUpS` of warm-up; `rounds` pairs of rounds a
 * page. Many short rounds, one on each seed back to back, let the machine's changing load weigh
 * on both seeds alike (docs/performance.md, “Decision: paired rounds”). */
const roundS = config().tooling.bench.durationS ?? 3;
const warmUpS = 1;
const rounds = 10;
/** How long after the full collection the resident memory is read (tools/testing/held-memory.ts):
 * the allocator hands what the collection freed back to the system over some seconds, not at
 * once (docs/performance.md, “Decision: jemalloc”). */
const settleS = 15;
/** Each seed's server on a Redis of its own, as a cluster's instances run. */
const withRedis = config().tooling.bench.growthRedis;
const stops: Stops = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

const notes: string[] = [];
/** The machine's pace: at the start, between the measures and at the end. */
const pace = new MachinePace();
/** The servers' webhook secret: they run on loopback for this run only. */
const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
/** The tags that, together, name every page's content: a publish of everything. */
const contentTags = [tags.announcements, tags.showcase, tags.downloads, tags.help];

type Seed = {
  name: string;
  site: GrowthSite;
  /** The seed's private Redis, with BENCH_GROWTH_REDIS=1. */
  redisUrl: string | undefined;
  content: SiteContent;
  figures: Figures;
};

/** Builds per seed, alternating seeds; each seed's median build counts. */
const builds = 3;

/**
 * Both seeds' services, then each seed built `builds` times in turns, then both served. A build
 * does the same work each time; what moves its time is the machine (the compiler and type check,
 * most of it, vary by a few seconds between builds of the same sources), so the median of each
 * seed is the figure that compares their work: one build made slower by a busy moment, or faster
 * by a lucky one, leaves it where it was (docs/performance.md, “Decision: the median build”).
 */
async function startSeeds(copy: string, seedDirs: Record<string, string>): Promise<Seed[]> {
  const prepared: { name: string; seed: GrowthSeed; times: number[] }[] = [];
  for (const [name, seedDir] of Object.entries(seedDirs)) {
    prepared.push({
      name,
      seed: await startSeedService(copy, seedDir, `.next-growth-${name}`, stops),
      times: [],
    });
  }
  for (let round = 0; round < builds; round += 1) {
    for (const { name, seed, times } of round % 2 === 0 ? prepared : [...prepared].reverse()) {
      console.info(`bench:growth: ${name} seed: build ${round + 1} of ${builds}…`);
      times.push(await timedBuild(copy, seed, stops));
      console.info(`bench:growth: ${name} seed: built in ${times.at(-1)?.toFixed(1)} s`);
    }
  }
  const seeds: Seed[] = [];
  for (const { name, seed, times } of prepared) {
    notes.push(`${name} seed builds: ${times.map((time) => `${time.toFixed(1)} s`).join(', ')}`);
    const redisUrl = await privateRedis();
    const redisEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
    const site = await serveBuild(copy, seed, webhookSecret, stops, redisEnv);
    const figures: Figures = {
      buildS: median(times),
      memory: null,
      memoryAfterPublish: null,
      firstVisitP95Ms: null,
      firstVisitAfterLoadsP95Ms: null,
      throughput: {},
    };
    seeds.push({ name, site, redisUrl, content: await readSiteContent(site.service), figures });
  }
  return seeds;
}

/** The address of a private Redis for one seed's server, when BENCH_GROWTH_REDIS=1. */
async function privateRedis(): Promise<string | undefined> {
  if (!withRedis) return undefined;
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error(missingRedisMessage);
  const redis = await startPrivateRedis(binary);
  stops.push(redis.stop);
  return redis.url;
}

/** What the seed's Redis holds at the end: entries and memory, as its INFO reports them. */
async function redisSummary(url: string): Promise<string> {
  const connection = new RedisConnection(url);
  try {
    const client = await connection.client();
    const memory = /used_memory_human:(\S+)/.exec(await client.info('memory'))?.[1] ?? '?';
    return `${(await client.dbSize()).toLocaleString('en-US')} keys, ${memory} used`;
  } finally {
    await connection.close();
  }
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

/** Cached throughput's ratios, large / normal, measured in pairs of rounds (pairRatios). */
const pairedRatios: PairedRatios = {};

/** Each page's throughput on both seeds, in pairs of rounds that alternate which goes first. */
async function measureCached(normal: Seed, large: Seed, when: string) {
  console.info(`bench:growth: cached throughput, ${when}…`);
  for (const page of pageKinds) {
    const runs = new Map<Seed, number[]>([
      [normal, []],
      [large, []],
    ]);
    for (let round = 0; round < rounds; round += 1) {
      if (round % 4 === 0) pace.take();
      for (const seed of round % 2 === 0 ? [normal, large] : [large, normal]) {
        const path = cachedPages(seed.content)[page];
        const url = `${seed.site.origin}${path}`;
        const { perS, kB } = await cachedThroughput(url, roundS, warmUpS);
        runs.get(seed)?.push(perS);
        if (round === 0)
          notes.push(`${seed.name} seed, ${page} ${path}, ${when}: ${kB.toFixed(0)} kB a page`);
      }
    }
    const name = `${page}, ${when}`;
    for (const seed of [normal, large])
      seed.figures.throughput[name] = median(runs.get(seed) ?? []);
    const ratios = pairRatios(runs.get(large) ?? [], runs.get(normal) ?? []);
    pairedRatios[name] = median(ratios);
    notes.push(
      `cached ${name}: the pairs' ratios ${Math.min(...ratios).toFixed(2)}× to ` +
        `${Math.max(...ratios).toFixed(2)}× (median ${pairedRatios[name].toFixed(2)}×)`,
    );
  }
}

/** The pages of the first visits: 100 of those the build left out. */
const firstVisitPaths = (pages: SitePages) => inLocales(spread(pages.later, 100));
/** The pages of the 10,000 requests: up to 1,000 over everything. */
const loadPaths = (pages: SitePages) =>
  spread(inLocales([...pages.prerendered, ...pages.later]), 1000);

async function measureFirstVisits(seed: Seed) {
  const { name, site, content, figures } = seed;
  const firstVisits = firstVisitPaths(sitePages(content));
  figures.firstVisitP95Ms = await firstVisitP95(site.origin, firstVisits);
  console.info(
    `bench:growth: ${name} seed: ${firstVisits.length} first visits, p95 ${figures.firstVisitP95Ms?.toFixed(0) ?? '—'} ms`,
  );
}

/**
 * First visits again, of 100 pages no request has asked for yet, once the server has rendered
 * the pages of both loads: a render that grew slower with every page rendered before it shows
 * here, not on a fresh server.
 */
async function measureFirstVisitsAfterLoads(seed: Seed) {
  const { name, site, content, figures } = seed;
  const pages = sitePages(content);
  const asked = new Set([...firstVisitPaths(pages), ...loadPaths(pages)]);
  const fresh = spread(
    inLocales(pages.later).filter((path) => !asked.has(path)),
    100,
  );
  figures.firstVisitAfterLoadsP95Ms = await firstVisitP95(site.origin, fresh);
  console.info(
    `bench:growth: ${name} seed: ${fresh.length} first visits after both loads, p95 ${figures.firstVisitAfterLoadsP95Ms?.toFixed(0) ?? '—'} ms`,
  );
}

/** The 10,000 requests, then what the server's memory is at each step (./bench/growth/). */
async function loadAndMeasure(seed: Seed, when: string) {
  const { name, site, content } = seed;
  const pages = sitePages(content);
  pace.take();
  console.info(`bench:growth: ${name} seed: 10,000 requests${when}…`);
  const rss = await rssAfterLoad(site.origin, site.port, loadPaths(pages));
  const held = await heldMemory(rss.pid, site.inspectPort, settleS * 1000);
  console.info(
    `bench:growth: ${name} seed${when}: RSS at most ${rss.peakMb.toFixed(0)} MB, ${rss.loadedMb.toFixed(0)} MB 3 s after, ` +
      `${rss.idleMb.toFixed(0)} MB idle, ${held.rssMb.toFixed(0)} MB ${settleS} s after a full ` +
      `collection, which leaves ${held.heapMb.toFixed(0)} MB of heap and ${held.buffersMb.toFixed(0)} MB of buffers`,
  );
  return {
    peakMb: rss.peakMb,
    loadedMb: rss.loadedMb,
    collectedMb: held.rssMb,
    heldMb: held.heapMb + held.buffersMb,
  };
}

/**
 * One server at a time takes the load, so that each one's memory is its own load's. Then the
 * content team publishes (a webhook for every content tag) and the same load runs again: every
 * page it reads is regenerated once, on both seeds. Without that step the normal seed's server
 * never renders a page (the build prerendered them all), which no server in production does
 * for long (pages regenerate hourly and at every publish): the first load compares a server
 * that renders with one that does not, the second two servers doing the same work.
 */
async function loadAlone(seed: Seed) {
  const first = await loadAndMeasure(seed, '');
  seed.figures.memory = first;
  const { body, headers } = signedWebhook(webhookSecret, contentTags);
  const answer = await fetch(`${seed.site.origin}/api/revalidate`, {
    method: 'POST',
    body,
    headers,
  });
  if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
  seed.figures.memoryAfterPublish = await loadAndMeasure(seed, ' after a publish');
}

async function main() {
  pace.take();
  const seeds = await mkdtemp(join(tmpdir(), 'mantisoft-growth-seeds-'));
  let copy: string | undefined;
  try {
    const normalSeed = join(seeds, 'normal');
    const largeSeed = join(seeds, 'large');
    await cp(join(root, 'content-service/seed'), normalSeed, { recursive: true });
    console.info('bench:growth: writing the large seed…');
    await writeLargeSeed({ from: normalSeed, to: largeSeed, ...largeSeedSize });
    copy = copyProject(root);
    const both = await startSeeds(copy, { normal: normalSeed, large: largeSeed });
    const [normal, large] = both;
    if (!normal || !large) throw new Error('both seeds should be served');
    pace.take();
    for (const seed of both) await measureFirstVisits(seed);
    await measureCached(normal, large, 'fresh server');
    for (const seed of both) await loadAlone(seed);
    for (const seed of both) await measureFirstVisitsAfterLoads(seed);
    await measureCached(normal, large, 'after the 10,000');
    for (const seed of both) {
      notes.push(
        `/sitemap.xml on the ${seed.name} seed: ${await sitemapSummary(seed.site.origin)}`,
      );
      if (seed.redisUrl)
        notes.push(`Redis of the ${seed.name} seed: ${await redisSummary(seed.redisUrl)}`);
      notes.push(`server of the ${seed.name} seed: ${errorSummary(seed.site.errors)}`);
    }
    pace.take();
    console.info(
      [
        '',
        `normal seed vs ${largeSeedSize.announcements.toLocaleString('en-US')} announcements and ` +
          `${largeSeedSize.helpArticles.toLocaleString('en-US')} help articles; loopback, ` +
          `${rounds} pairs of ${roundS} s rounds per cached page (each seed's median, and the ` +
          `median of the pairs' ratios), 32 connections; ` +
          (withRedis ? 'each server on a Redis of its own' : "Next's own cache, no Redis"),
        '',
        formatGrowth(normal.figures, large.figures, pairedRatios),
        '',
        ...notes,
        formatPace(pace.samples, pace.freshMemory),
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
