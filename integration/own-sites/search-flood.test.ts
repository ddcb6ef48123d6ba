// A flood of distinct help searches against the release, as one instance without Redis and as
// two instances on a private Redis: 3,000 queries that each find a page of articles, from 300
// visitors (ten each, under the limit, so that the limit hides nothing), must leave the build
// folder's cache on disk and Redis as they were (but for the limiter's expiring counters) and
// the server's memory within the search cache's bound. Then the limit itself: past it a visitor
// gets 429 with a message, bad queries do not count, and with Redis the limit holds on every
// instance; and the help webhook received by one instance renews the other's answers at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHelpArticle, helpArticleSeed, settleTimeoutMs } from '#tools/testing/seed-edit.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { poll } from '#tools/testing/poll.ts';
import { type Cluster, startCluster } from './cluster-site.ts';
import { keepReport } from './failure-report.ts';
import { type LaunchedSite, launchSite } from './launched-site.ts';
import {
  distinctQueries,
  flood,
  footprint,
  mb,
  redisKeys,
  searchUrl,
  serverMemory,
  settledServerMemory,
} from './search-flood.ts';

const queryCount = 3000;
const perVisitor = 10;
/** The searches a visitor may make a minute here (HELP_SEARCH_RATE_LIMIT). */
const limit = 20;
const windowS = 60;
/** The search cache's bound here (HELP_SEARCH_CACHE_MB). */
const cacheMb = 1;
/**
 * What a server may hold beyond the cache's bound after the flood and a full collection. What
 * it holds moves by up to 9 MB between two such readings (buffers of sockets not yet freed,
 * compiled code), so this catches a leak of more than about 5 kB a search; the cache's own size
 * is read exactly on the operator's port.
 */
const marginMb = 16;

function searchEnv(inspectPort: number): Record<string, string> {
  return {
    TRUSTED_PROXIES: '127.0.0.1',
    HELP_SEARCH_RATE_LIMIT: String(limit),
    HELP_SEARCH_RATE_WINDOW_S: String(windowS),
    HELP_SEARCH_CACHE_ENTRIES: '500',
    HELP_SEARCH_CACHE_MB: String(cacheMb),
    // The inspector opens on SIGUSR1 only, when the test reads the memory (held-memory.ts).
    NODE_OPTIONS: `--inspect-port=127.0.0.1:${inspectPort}`,
  };
}

const portOf = (origin: string) => Number(new URL(origin).port);
const [warmUp, queries] = ((all) => [all.slice(0, 200), all.slice(200)])(
  distinctQueries(200 + queryCount),
);

async function search(origin: string, visitor: string, query = 'q=laser&locale=en') {
  const answer = await fetch(`${origin}/api/help/search?${query}`, {
    headers: { 'x-real-ip': visitor },
  });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** A visitor's bad queries count for nothing; `limit` good ones pass; the next is a 429. */
async function expectLimited(origins: readonly string[], visitor: string) {
  for (let n = 0; n < 2 * limit; n += 1) {
    const bad = await search(origins[n % origins.length] ?? '', visitor, `q=&locale=en`);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ error: 'q must not be empty' });
  }
  for (let n = 0; n < limit; n += 1) {
    const good = await search(origins[n % origins.length] ?? '', visitor);
    expect(good.status, `search ${n + 1} of ${limit}`).toBe(200);
  }
  for (const origin of origins) {
    const refused = await search(origin, visitor);
    expect(refused.status, origin).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.text)).toEqual({ error: expect.stringMatching(/too many searches/) });
  }
}

function printFigures(name: string, figures: Record<string, string | number>) {
  const lines = Object.entries(figures).map(([key, value]) => `  ${key}: ${value}`);
  console.info(`search flood, ${name}:\n${lines.join('\n')}`);
}

describe('one instance without Redis', () => {
  let site: LaunchedSite | undefined;
  let inspectPort = 0;

  let operator = '';
  // The help insights' embedded database records the searches, as it should; by default it lives
  // in the build folder's cache, whose growth here must be Next's cache alone.
  const database = mkdtempSync(join(tmpdir(), 'search-flood-db-'));

  beforeAll(async () => {
    const [inspect = 0, metricsPort = 0] = await freePorts(2);
    inspectPort = inspect;
    operator = `http://127.0.0.1:${metricsPort}`;
    site = await launchSite({
      folder: '.next-e2e-search-flood',
      env: {
        ...searchEnv(inspectPort),
        METRICS_PORT: String(metricsPort),
        DATABASE_DIR: join(database, 'help-insights'),
      },
    });
  }, 120_000);

  /** A metric's value on the operator's port; undefined while it has none. */
  async function metric(name: string): Promise<number | undefined> {
    const text = await (await fetch(`${operator}/metrics`)).text();
    const line = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
    return line?.[1] === undefined ? undefined : Number(line[1]);
  }

  afterAll(async ({}, suite) => {
    try {
      if (site) await keepReport(suite, 'search-flood', [{ part: 'server', lines: site.lines() }]);
    } finally {
      await site?.stop();
      rmSync(database, { recursive: true, force: true });
    }
  });

  it('3,000 distinct searches add nothing to the build’s cache and hold memory to the bound', async () => {
    if (!site) throw new Error('the site did not start');
    const cache = join(site.release, e2eBuildDir, 'cache');
    await flood(site.origin, warmUp, { perVisitor });
    const before = footprint(cache);
    const heldBefore = await serverMemory(site.port, inspectPort);
    const result = await flood(site.origin, queries, { perVisitor });
    const after = footprint(cache);
    const heldAfter = await settledServerMemory(site.port, inspectPort);
    const grownMb =
      heldAfter.heapMb + heldAfter.buffersMb - (heldBefore.heapMb + heldBefore.buffersMb);
    const kept = {
      entries: await metric('mantisoft_help_search_cache_entries'),
      bytes: await metric('mantisoft_help_search_cache_bytes'),
    };
    printFigures('one instance without Redis', {
      'search cache': `${kept.entries} answers, ${((kept.bytes ?? 0) / 1024).toFixed(0)} kB`,
      requests: `${result.requests} in ${result.seconds.toFixed(1)} s, ${JSON.stringify(result.statuses)}`,
      '.next cache before': `${before.files} files, ${(mb(before.bytes) * 1024).toFixed(0)} kB`,
      '.next cache after': `${after.files} files, ${(mb(after.bytes) * 1024).toFixed(0)} kB`,
      'held before (heap + buffers)': `${(heldBefore.heapMb + heldBefore.buffersMb).toFixed(1)} MB`,
      'held after (heap + buffers)': `${(heldAfter.heapMb + heldAfter.buffersMb).toFixed(1)} MB`,
      'resident after': `${heldAfter.rssMb.toFixed(0)} MB`,
    });
    expect(result.statuses).toEqual({ 200: queryCount });
    expect(after.files - before.files).toBeLessThanOrEqual(0);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(0);
    // The cache is full to its bound in bytes (one answer short at most), and not past it.
    expect(kept.bytes).toBeLessThanOrEqual(cacheMb * 1024 * 1024);
    expect(kept.bytes).toBeGreaterThan(0.9 * cacheMb * 1024 * 1024);
    expect(kept.entries).toBeLessThanOrEqual(500);
    expect(grownMb).toBeLessThan(cacheMb + marginMb);
  }, 600_000);

  it('answers a visitor past the limit 429 with a message; bad queries do not count', async () => {
    if (!site) throw new Error('the site did not start');
    const refusedBefore = (await metric('mantisoft_help_search_limited_total')) ?? 0;
    await expectLimited([site.origin], '198.51.100.7');
    expect((await search(site.origin, '198.51.100.8')).status).toBe(200);
    expect(await metric('mantisoft_help_search_limited_total')).toBe(refusedBefore + 1);
  });
});

describe('two instances on one Redis', () => {
  let cluster: Cluster | undefined;
  let inspectPort = 0;

  beforeAll(async () => {
    [inspectPort = 0] = await freePorts(1);
    cluster = await startCluster({
      folder: '.next-e2e-search-flood',
      env: () => searchEnv(inspectPort),
    });
  }, 240_000);

  afterAll(async ({}, suite) => {
    if (!cluster) return;
    const [a, b] = cluster.instances;
    try {
      await keepReport(suite, 'search-flood-redis', [
        { part: 'instance-a', lines: a.lines() },
        { part: 'instance-b', lines: b.lines() },
      ]);
    } finally {
      await cluster.stop();
    }
  });

  function running(): Cluster {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  }

  it('3,000 distinct searches add no Redis key but the limiter’s expiring counters', async () => {
    const { instances, redisUrl } = running();
    const [a] = instances;
    await flood(a.origin, warmUp, { perVisitor });
    const before = await redisKeys(redisUrl);
    const heldBefore = await serverMemory(portOf(a.origin), inspectPort);
    const result = await flood(a.origin, queries, { perVisitor });
    const after = await redisKeys(redisUrl);
    const heldAfter = await settledServerMemory(portOf(a.origin), inspectPort);
    const added = [...after.keys()].filter((key) => !before.has(key));
    const counters = added.filter((key) => key.includes(':help-search-rate:'));
    const grownMb =
      heldAfter.heapMb + heldAfter.buffersMb - (heldBefore.heapMb + heldBefore.buffersMb);
    printFigures('two instances on Redis', {
      requests: `${result.requests} in ${result.seconds.toFixed(1)} s, ${JSON.stringify(result.statuses)}`,
      'Redis keys before': before.size,
      'Redis keys after': `${after.size} (${counters.length} limiter counters)`,
      'held before (heap + buffers)': `${(heldBefore.heapMb + heldBefore.buffersMb).toFixed(1)} MB`,
      'held after (heap + buffers)': `${(heldAfter.heapMb + heldAfter.buffersMb).toFixed(1)} MB`,
      'resident after': `${heldAfter.rssMb.toFixed(0)} MB`,
    });
    expect(result.statuses).toEqual({ 200: queryCount });
    const others = added.filter((key) => !counters.includes(key));
    expect(others.length, `new keys such as ${others.slice(0, 3).join(', ')}`).toBe(0);
    expect(counters.length).toBeLessThanOrEqual(queryCount / perVisitor);
    for (const key of counters) {
      // -1: no expiry; -2 or 0: it expired while the keys were read, as a window's counter does.
      const ttl = after.get(key) ?? -1;
      expect(ttl, key).not.toBe(-1);
      expect(ttl, key).toBeLessThanOrEqual(windowS);
    }
    expect(grownMb).toBeLessThan(cacheMb + marginMb);
  }, 600_000);

  it('holds a visitor to one limit on every instance', async () => {
    const [a, b] = running().instances;
    await expectLimited([a.origin, b.origin], '198.51.100.9');
  });

  it('the help webhook received by one instance renews the other’s answers at once', async () => {
    const { instances, service } = running();
    const [a, b] = instances;
    const q = 'system REQUIREMENTS';
    let visitors = 0;
    // A visitor per search: the poll below may search more often than one visitor may.
    const firstTitle = async (url: string) => {
      visitors += 1;
      const answer = await fetch(url, { headers: { 'x-real-ip': `192.0.2.${visitors}` } });
      expect(answer.status, url).toBe(200);
      return ((await answer.json()) as { items: { title: string }[] }).items[0]?.title;
    };
    const inService = `${service.origin}/api/helpInfo/selInfo?lang=1&keyword=${encodeURIComponent(q)}`;
    const before = 'System requirements';
    expect(await firstTitle(searchUrl(a.origin, q))).toBe(before);
    expect(await firstTitle(searchUrl(b.origin, q))).toBe(before);

    const edited = `System requirements (edited ${Date.now()})`;
    const id = 1001;
    const { file } = await helpArticleSeed(id, service.seedDir);
    const path = join(service.seedDir, file);
    const original = await readFile(path, 'utf8');
    await writeFile(
      path,
      changeHelpArticle(id, (article) => (article.en.title = edited))(original),
    );
    try {
      await poll(
        () => firstTitle(inService),
        (title) => expect(title).toBe(edited),
        { timeout: settleTimeoutMs, message: 'the content service serves the edit' },
      );
      // Not published yet: both instances answer from what they keep.
      expect(await firstTitle(searchUrl(a.origin, q))).toBe(before);
      expect(await firstTitle(searchUrl(b.origin, q))).toBe(before);
      expect((await a.webhook(['help'])).status).toBe(200);
      // Within seconds: an answer is otherwise kept a minute.
      await poll(
        () => firstTitle(searchUrl(b.origin, q)),
        (title) => expect(title).toBe(edited),
        { timeout: 10_000, intervals: [100], message: 'the other instance answers the edit' },
      );
    } finally {
      await writeFile(path, original);
    }
  }, 180_000);
});
