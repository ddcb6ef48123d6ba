// Two instances of the production build sharing one real Redis (cluster-site.ts): a signed
// webhook received by either refreshes both, and the first visit after it already finds the new
// page (rendered ahead by the receiver); a restart after a webhook still serves the refreshed
// page; with the content service down after a webhook both keep the last good page; with Redis
// down both keep answering at once, and share again once it is back; a webhook id replayed to
// the other instance revalidates nothing; an editor's preview writes no draft into Redis.
//
// How fast the other instance shows the change is measured here (see the annotations) and, as a
// goal with its yardstick, by `npm run bench`; the limit below only catches one that never does.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { previewLink } from '#lib/preview/preview-link.ts';
import { poll } from '#tools/testing/poll.ts';
import {
  type Cluster,
  clusterPreviewSecret,
  contentTimeoutMs,
  type Instance,
  startCluster,
} from './cluster-site.ts';
import { keepReport } from './failure-report.ts';
import {
  type Edit,
  editAll,
  failuresOf,
  faultTargets,
  type LogLine,
  settle,
  type Target,
  type Visit,
} from './fault-targets.ts';

// The limits below tell a refresh that never comes from a slow one, so that a busy machine
// changes how long the test takes, not its outcome; how fast a refresh is, is measured by
// `npm run bench` (docs/performance.md).
/** Longest a refresh may take to reach the other instance before the test calls it lost. */
const refreshLimitMs = 10_000;
/** Longest the instance that received a webhook may take to render its pages ahead. */
const renderAheadLimitMs = 30_000;
const answerLimitMs = contentTimeoutMs + 15_000;

let started: Cluster | undefined;
let targets: Target[];
let edits: Edit[];
let tags: string[];
/** The edit every target shows now. */
let shown = 0;

/** The running cluster; a test reaches it only once beforeAll has started it. */
function cluster(): Cluster {
  if (!started) throw new Error('the cluster did not start');
  return started;
}

beforeAll(async () => {
  started = await startCluster();
  const found = await faultTargets(started.service.origin, started.service.seedDir);
  const announcement = found.targets.find((target) => target.path.includes('/announcement/'));
  if (!announcement) throw new Error('the targets name an announcement');
  // The feed lists the newest announcements, the one edited among them.
  const feed: Target = { ...announcement, path: '/en/announcement/feed.xml', canBeGone: false };
  targets = [...found.targets.filter((target) => !target.path.includes('/support/')), feed];
  ({ edits, tags } = found);
}, 240_000);

afterAll(async ({}, suite) => {
  if (!started) return;
  const [a, b] = started.instances;
  try {
    await keepReport(suite, 'shared-cache', [
      { part: 'instance-a', lines: a.lines() },
      { part: 'instance-b', lines: b.lines() },
      { part: 'visits', lines: answers.toReversed(), newestFirst: true },
    ]);
  } finally {
    await started.stop();
  }
});

/** The last visits, oldest first. */
const answers: string[] = [];

async function visit(instance: Instance, path: string): Promise<Visit> {
  const begun = Date.now();
  const response = await fetch(instance.origin + path, {
    signal: AbortSignal.timeout(answerLimitMs),
  });
  const text = await response.text();
  const ms = Date.now() - begun;
  const cache = response.headers.get('x-nextjs-cache') ?? '-';
  answers.push(
    `${new Date(begun).toISOString()} ${instance.origin}${path} ${response.status} ${cache} ${ms} ms`,
  );
  if (answers.length > 300) answers.shift();
  return { status: response.status, text, ms };
}

/** Every target on `instance` shows edit n; the time it took, from now. */
async function expectShows(instance: Instance, n: number, limitMs: number): Promise<number> {
  const begun = Date.now();
  for (const target of targets) {
    await poll(
      async () => {
        const answer = await visit(instance, target.path);
        expect(answer.status, `${instance.origin}${target.path}`).toBe(200);
        return answer.text.includes(target.marker(n));
      },
      (shows) => expect(shows).toBe(true),
      {
        message: `${instance.origin}${target.path} shows edit ${n}`,
        timeout: limitMs,
        intervals: [100],
      },
    );
  }
  return Date.now() - begun;
}

async function publish(instance: Instance) {
  const response = await instance.webhook(tags);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ replayed: false });
}

it('a webhook received by one instance refreshes the other', async ({ annotate }) => {
  const [a, b] = cluster().instances;
  // The first edit published: both instances have served every page since, through Redis.
  await editAll(edits, cluster().service, shown);
  await publish(a);
  for (const instance of [a, b]) await expectShows(instance, shown, 60_000);
  for (const [receiver, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await editAll(edits, cluster().service, shown + 1);
    await publish(receiver);
    const ms = await expectShows(other, shown + 1, refreshLimitMs * targets.length);
    await annotate(`${ms} ms for ${targets.length} pages`, 'refresh reached the other instance');
    shown += 1;
    await expectShows(receiver, shown, 60_000);
  }
}, 180_000);

/**
 * A value as stored, and its decompressed bytes when it is a page-cache entry: the date it was
 * made, in 16 digits, then the entry compressed with Brotli.
 */
function unpacked(value: Buffer): Buffer[] {
  if (!/^\d{16}$/.test(value.subarray(0, 16).toString('latin1'))) return [value];
  try {
    return [value, brotliDecompressSync(value.subarray(16))];
  } catch {
    return [value];
  }
}

/** Whether a value holds `marker`, as UTF-8 or as V8's two-byte strings. */
const holds = (value: Buffer, marker: string) =>
  value.includes(Buffer.from(marker, 'utf8')) || value.includes(Buffer.from(marker, 'utf16le'));

/**
 * Every value in Redis, each as stored and, when it is one, unpacked: page-cache entries are
 * stored compressed with Brotli (lib/cache/shared-store.ts). With `entryOf`, only the page-cache
 * entries of that request path (Next's cache keys end in `$<path>`).
 */
async function valuesInRedis(url: string, entryOf?: string): Promise<Buffer[]> {
  const { createClient, RESP_TYPES } = await import('redis');
  const client = createClient({ url }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  await client.connect();
  try {
    const values: Buffer[] = [];
    const match = entryOf === undefined ? {} : { MATCH: `*:entry:*$${entryOf}` };
    for await (const keys of client.scanIterator({ COUNT: 200, ...match })) {
      for (const key of keys) {
        const type = await client.type(key);
        if (type === 'string') values.push(...unpacked((await client.get(key)) ?? Buffer.alloc(0)));
        else if (type === 'hash') values.push(...Object.values(await client.hGetAll(key)));
        else throw new Error(`${String(key)} is a Redis ${type}: read it here too`);
      }
    }
    return values;
  } finally {
    client.destroy();
  }
}

/** Which of `markers` some value in Redis holds. */
async function markersInRedis(url: string, markers: string[]): Promise<string[]> {
  const values = await valuesInRedis(url);
  return markers.filter((marker) => values.some((value) => holds(value, marker)));
}

it('the first visit after a webhook finds the new page rendered on either instance', async () => {
  const [a, b] = cluster().instances;
  await editAll(edits, cluster().service, shown + 1);
  // A has served every target: it renders them as soon as the webhook names their tags, and
  // Redis hands the new pages to B, which nobody has asked since. The wait watches Redis, not B.
  await publish(a);
  shown += 1;
  const begun = Date.now();
  for (const target of targets) {
    await poll(
      async () => {
        // The key is the path the page renders for: /download/releases.json is /zh/…'s.
        for (const path of target.logPaths) {
          const entries = await valuesInRedis(cluster().redisUrl, path);
          if (entries.some((entry) => holds(entry, target.marker(shown)))) return true;
        }
        return false;
      },
      (stored) => expect(stored).toBe(true),
      {
        message: `A has stored ${target.path} with edit ${shown} in Redis`,
        timeout: Math.max(0, renderAheadLimitMs - (Date.now() - begun)),
        intervals: [100],
      },
    );
  }
  for (const target of targets) {
    const answer = await visit(b, target.path);
    expect(answer.status).toBe(200);
    expect(answer.text, `${target.path}: B's first answer`).toContain(target.marker(shown));
  }
}, 120_000);

it('an instance restarted after a webhook serves the refreshed page', async () => {
  const [a] = cluster().instances;
  // Restarted, A has served nothing, so the webhook renders nothing ahead on it; after the next
  // restart, nothing has asked for the pages since the webhook: only Redis knows they are stale.
  await a.stop();
  await a.start();
  await editAll(edits, cluster().service, shown + 1);
  await publish(a);
  await a.stop();
  await a.start();
  shown += 1;
  await expectShows(a, shown, 60_000);
}, 180_000);

/** An instance's log lines from line `from` on that are JSON (its start banner is not). */
function logSince(instance: Instance, from = 0): LogLine[] {
  return instance
    .lines()
    .slice(from)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

it('with the content service down after a webhook, both instances keep the last good page', async () => {
  const [a, b] = cluster().instances;
  // Down before the edit reaches the service, so a render still running cannot read the edit.
  for (const target of targets) cluster().front.fail(target.read, 'server-error');
  await editAll(edits, cluster().service, shown + 1);
  const from = new Map([a, b].map((instance) => [instance, instance.lines().length]));
  await publish(a);
  // Each page is asked for on both instances until its regeneration has been tried and failed
  // (logged by one of them), and once more after that; every answer is the last good page.
  const failed = () => {
    const lines = [a, b].flatMap((instance) => logSince(instance, from.get(instance)));
    return targets.every((target) => failuresOf(target, lines).length > 0);
  };
  const round = async () => {
    for (const instance of [a, b]) {
      for (const target of targets) {
        const answer = await visit(instance, target.path);
        expect(answer.status, `${instance.origin}${target.path}`).toBe(200);
        expect(answer.text).toContain(target.marker(shown));
      }
    }
    return failed();
  };
  await poll(round, (done) => expect(done).toBe(true), {
    ...settle,
    message: 'every failed regeneration is logged',
  });
  await round();
  cluster().front.heal();
  await publish(b);
  shown += 1;
  for (const instance of [a, b]) await expectShows(instance, shown, 60_000);
}, 180_000);

it('with Redis down both instances answer at once, and share again once it is back', async () => {
  const [a, b] = cluster().instances;
  // On a busy machine an earlier test's Redis call may have missed the 250 ms limit, which is an
  // outage of its own: until that instance's next call to Redis succeeds, it counts Redis as
  // down and would log nothing when Redis really stops. Each instance is sharing first.
  for (const instance of [a, b]) {
    await poll(
      async () => {
        await visit(instance, targets[0]?.path ?? '/en');
        const outages = instance
          .lines()
          .filter((line) => /redis: (not shared until Redis|shared again)/.test(line));
        return !outages.at(-1)?.includes('redis: not shared until Redis');
      },
      (sharing) => expect(sharing).toBe(true),
      { message: `${instance.origin} shares its cache before the outage`, timeout: 30_000 },
    );
  }
  // What each instance logged before this outage.
  const logged = new Map([a, b].map((instance) => [instance, instance.lines().length]));
  await cluster().redis.stop();
  for (const instance of [a, b]) {
    for (const target of targets) {
      const answer = await visit(instance, target.path);
      expect(answer.status, `${instance.origin}${target.path} without Redis`).toBe(200);
      expect(answer.text).toContain(target.marker(shown));
      // The Redis time limit is 250 ms; a page from memory or the build needs no more than that.
      expect(answer.ms, `${instance.origin}${target.path} waited for Redis`).toBeLessThan(2000);
    }
    const outage = instance
      .lines()
      .slice(logged.get(instance))
      .filter((line) => line.includes('redis: not shared until Redis'));
    expect(outage, 'one line for the outage, not one per request').toHaveLength(1);
  }

  await cluster().redis.start();
  // Each instance finds Redis again on its next request.
  for (const instance of [a, b]) {
    await poll(
      async () => {
        await visit(instance, targets[0]?.path ?? '/en');
        return instance
          .lines()
          .slice(logged.get(instance))
          .some((line) => line.includes('redis: shared again'));
      },
      (sharing) => expect(sharing).toBe(true),
      { message: `${instance.origin} shares its cache again`, timeout: 30_000 },
    );
  }
  await editAll(edits, cluster().service, shown + 1);
  await publish(a);
  shown += 1;
  await expectShows(b, shown, refreshLimitMs * targets.length);
  await expectShows(a, shown, 60_000);
}, 240_000);

it('a webhook id replayed to the other instance revalidates nothing', async () => {
  const [a, b] = cluster().instances;
  const message = { id: `msg_replay_${Date.now()}` };
  const first = await a.webhook(['announcement-list'], message);
  expect(await first.json()).toEqual({ revalidated: ['announcement-list'], replayed: false });
  const replay = await b.webhook(['announcement-list'], message);
  expect(replay.status).toBe(200);
  expect(await replay.json()).toEqual({ revalidated: [], replayed: true });
});

it('an editor’s preview on either instance writes no draft into Redis', async () => {
  const [a, b] = cluster().instances;
  const { redisUrl } = cluster();
  const path = '/en/support/1/1003';
  const published = 'Updating to a new version';
  const drafts = ['joining the beta', '3.9 public beta'];
  // A visitor's page rendered after a webhook is kept in Redis, so Redis holds the published
  // article: the search below can find text there.
  const refreshed = await a.webhook(['help']);
  expect(refreshed.status).toBe(200);
  await poll(
    async () => {
      await visit(b, path);
      return markersInRedis(redisUrl, [published]);
    },
    (found) => expect(found).toEqual([published]),
    { message: `Redis holds ${path} as published`, timeout: 15_000 },
  );

  // The link is opened on one instance and the drafts read on the other, as behind a load
  // balancer: the draft session is signed with the secret both share.
  for (const [instance, other, page, draft] of [
    [a, b, path, drafts[0]],
    [b, a, '/en/announcement/41', drafts[1]],
  ] as const) {
    const entered = await fetch(previewLink(instance.origin, clusterPreviewSecret, page), {
      redirect: 'manual',
    });
    expect(entered.status).toBe(303);
    const cookie = entered.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    for (const reader of [instance, other]) {
      const seen = await fetch(reader.origin + page, { headers: { cookie } });
      expect(await seen.text(), reader.origin).toContain(draft);
    }
  }
  for (const instance of [a, b]) {
    const page = await visit(instance, path);
    expect(page.text).toContain(published);
    expect(page.text).not.toContain(drafts[0]);
    expect((await visit(instance, '/en/announcement/41')).status).toBe(404);
  }
  expect(await markersInRedis(redisUrl, drafts)).toEqual([]);
});
