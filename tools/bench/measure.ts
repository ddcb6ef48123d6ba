// The bench's two measurements: a bounded loopback load on one page of one target (autocannon),
// and webhook → new content rounds against one target.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchSettings } from './settings.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';

export type Load = { requestsPerS: number; p99Ms: number; failures: number };

/** A warm-up of 2 s (pages generated, caches filled), then the measured run. */
export async function loadPage(url: string, settings: BenchSettings): Promise<Load> {
  const run = (duration: number) =>
    autocannon({ url, connections: settings.connections, duration, timeout: 30 });
  await run(2);
  const result = await run(settings.durationS);
  return {
    requestsPerS: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Where the webhook goes and where its effect is read. */
export type FreshnessTarget = { name: string; pageOrigin: string; webhookOrigins: string[] };

type Announcement = { en: { title: string } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(
  what: string,
  check: () => Promise<boolean>,
  seen: () => string = () => '',
  timeoutMs = 30_000,
) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    if (await check()) return;
  }
  const last = seen();
  throw new Error(
    `${what} did not happen within ${timeoutMs / 1000} s${last ? ` (last: ${last})` : ''}`,
  );
}

/**
 * Per round: the announcement's English title is edited in the service's seed; once the
 * service serves it, the page is read every 50 ms, as by a steady stream of visitors, for one to
 * two seconds (a random time), then the webhook is sent and the reading goes on until the page
 * shows the title. Returns the milliseconds from sending the webhook to the first answer with
 * the title.
 *
 * The visitors keep an edge's copy as it is on a visited page, renewed every second; the random
 * time sends the webhook at any point of that second, as a content team's webhooks come, where
 * back-to-back rounds would each start at about the same point.
 */
export async function measureFreshness(options: {
  target: FreshnessTarget;
  service: { origin: string; seedDir: string };
  announcementId: number;
  secret: string;
  rounds: number;
}): Promise<number[]> {
  const { target, service, announcementId: id } = options;
  const file = join(service.seedDir, 'announcements', `${String(id).padStart(3, '0')}.json`);
  const original = await readFile(file, 'utf8');
  const seed = JSON.parse(original) as Announcement;
  const titleServed = async (title: string) => {
    const url = `${service.origin}/api/announcement/getAnno?lang=1&id=${id}`;
    return ((await (await fetch(url)).json()) as { title: string }).title === title;
  };
  const publish = () =>
    Promise.all(
      target.webhookOrigins.map(async (origin) => {
        const { body, headers } = signedWebhook(options.secret, [`announcement:${id}`]);
        const answer = await fetch(`${origin}/api/revalidate`, { method: 'POST', body, headers });
        if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
      }),
    );
  const latencies: number[] = [];
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      const title = `Bench ${target.name} ${round} ${Date.now()}`;
      await writeFile(file, JSON.stringify({ ...seed, en: { ...seed.en, title } }));
      await until('the service serving the edit', () => titleServed(title));
      const page = `${target.pageOrigin}/en/announcement/${id}`;
      for (const until = Date.now() + 1000 + Math.random() * 1000; Date.now() < until;) {
        await (await fetch(page)).arrayBuffer();
        await sleep(50);
      }
      const sent = Date.now();
      await publish();
      let last = '';
      await until(
        `${page} showing the edit`,
        async () => {
          const answer = await fetch(page);
          const text = await answer.text();
          // What the last answer was, for the message should the edit never show.
          last = [
            answer.status,
            `edge ${answer.headers.get('x-cache-status') ?? '-'}`,
            `next ${answer.headers.get('x-nextjs-cache') ?? '-'}`,
            /<title>([^<]*)/.exec(text)?.[1] ?? 'no title',
          ].join(', ');
          return text.includes(title);
        },
        () => last,
      );
      latencies.push(Date.now() - sent);
    }
  } finally {
    await writeFile(file, original);
  }
  return latencies;
}
