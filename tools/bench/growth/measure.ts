// The measurements of `npm run bench:growth` on one running site: what the content service
// holds, the first visit of pages the build did not prerender, the server's memory after a
// spread load, and a cached page's throughput.
import autocannon from 'autocannon';
import { percentile } from '../report.ts';
import type { SiteContent } from './pages.ts';
import { listeningPid, residentKb } from '#tools/load/proc.ts';

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

type Page = { total: number; items: { id: number; category: string }[] };

export async function readSiteContent(service: string): Promise<SiteContent> {
  const announcements: number[] = [];
  const categories: Record<string, number> = {};
  for (let page = 1; ; page += 1) {
    const list = await json<Page>(
      `${service}/api/announcement/getList?lang=0&page=${page}&pageSize=50`,
    );
    for (const item of list.items) {
      announcements.push(item.id);
      categories[item.category] = (categories[item.category] ?? 0) + 1;
    }
    if (list.items.length === 0 || announcements.length >= list.total) break;
  }
  const types = await json<{ items: { id: number }[] }>(`${service}/api/helpType/list?lang=0`);
  const help = await Promise.all(
    types.items.map(async ({ id }) => {
      const subs = await json<{ items: { articles: { id: number }[] }[] }>(
        `${service}/api/helpSubToInfo/list?lang=0&typeId=${id}`,
      );
      return { typeId: id, articles: subs.items.flatMap((sub) => sub.articles.map((a) => a.id)) };
    }),
  );
  return { announcements, categories, help };
}

async function visit(url: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

/** p95 of one visit each, one after the other, of pages nobody has asked for yet. */
export async function firstVisitP95(
  origin: string,
  paths: readonly string[],
): Promise<number | null> {
  if (paths.length === 0) return null;
  const times: number[] = [];
  for (const path of paths) times.push(await visit(`${origin}${path}`));
  return percentile(times, 95);
}

const pause = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/**
 * `total` requests over `paths` in turn, `width` at a time; the server's resident memory at its
 * highest while they run (read every 100 ms), then 3 s after the last one (the requests' garbage
 * not yet collected) and `idleS` after it (V8 collects and returns memory once a process has
 * been idle for some seconds, as a server is between visitors).
 */
export async function rssAfterLoad(
  origin: string,
  port: number,
  paths: readonly string[],
  total = 10_000,
  width = 16,
  idleS = 30,
): Promise<{ pid: number; peakMb: number; loadedMb: number; idleMb: number }> {
  const pid = listeningPid(port);
  if (pid === null) throw new Error(`no process listens on ${port}`);
  let peakKb = residentKb(pid);
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, residentKb(pid));
  }, 100);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < total; at = next++)
      await visit(`${origin}${paths[at % paths.length] ?? '/'}`);
  };
  try {
    await Promise.all(Array.from({ length: width }, worker));
  } finally {
    clearInterval(sampler);
  }
  peakKb = Math.max(peakKb, residentKb(pid));
  await pause(3);
  const loadedMb = residentKb(pid) / 1024;
  await pause(idleS - 3);
  return { pid, peakMb: peakKb / 1024, loadedMb, idleMb: residentKb(pid) / 1024 };
}

/** Requests per second on one cached page (`warmUpS` of warm-up, then `durationS`), and its
 * size. */
export async function cachedThroughput(
  url: string,
  durationS: number,
  warmUpS: number,
  connections = 32,
): Promise<{ perS: number; kB: number }> {
  const run = (duration: number) => autocannon({ url, connections, duration, timeout: 30 });
  await run(warmUpS);
  const result = await run(durationS);
  const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(`${url}: failures under load`);
  return {
    perS: result.requests.average,
    kB: bytes / 1000,
  };
}

/** What /sitemap.xml is: one sitemap or an index, how many addresses, how big. */
export async function sitemapSummary(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/sitemap.xml`);
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`/sitemap.xml answered ${answer.status}`);
  const kind = text.includes('<sitemapindex') ? 'a sitemap index' : 'one sitemap';
  const addresses = (text.match(/<loc>/g) ?? []).length.toLocaleString('en-US');
  return `${kind}, ${addresses} addresses, ${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB`;
}
