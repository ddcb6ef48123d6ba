// Freshness under concurrency: two instances of the release on a private Redis behind the edge
// (edge-cluster.ts), and visitors who keep renders of the same pages in flight on both instances,
// through the edge and directly. Each round sends a webhook, which sets renders of the pages
// going, edits the content while they read it, and sends a second webhook, alternately to either
// instance: no render that read its content before the edit may be stored as fresh after the
// second webhook.
//
// Once Redis holds the second webhook's marks, which every instance reads at each lookup, an
// instance that answers a watched page from a fresh entry (x-nextjs-cache: HIT) without the edit
// fails the test at once: that entry would keep the old page until its hourly regeneration. A
// page that does not show the edit on both instances within `lostAfterMs` fails it too. How long
// the edit took to show on both is printed as a distribution (docs/performance.md).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPace, MachinePace } from '#tools/bench/machine-pace.ts';
import { poll } from '#tools/testing/poll.ts';
import { distribution } from './distribution.ts';
import { type EdgeCluster, startEdgeCluster } from './edge-cluster.ts';
import { keepReport } from './failure-report.ts';
import { type Edit, editAll, faultTargets, type Target } from './fault-targets.ts';
import { startVisitors } from './visitors.ts';

const rounds = 100;
const visitorCount = 4;
/**
 * Longest a page may take to show an edit before the test calls it lost: it tells a page kept
 * old from a slow render on a busy machine. How fast pages show an edit is what the test prints.
 */
const lostAfterMs = 30_000;
const answerLimitMs = 30_000;

let started: EdgeCluster | undefined;
let targets: Target[];
let edits: Edit[];
let tags: string[];
/** What each round saw, for the report. */
const roundLines: string[] = [];

function site(): EdgeCluster {
  if (!started) throw new Error('the site did not start');
  return started;
}

beforeAll(async () => {
  started = await startEdgeCluster('.next-e2e-freshness');
  const { service } = started.cluster;
  const found = await faultTargets(service.origin, service.seedDir);
  const announcement = found.targets.find((target) => target.path.includes('/announcement/'));
  if (!announcement) throw new Error('the targets name an announcement');
  // The feed reads the announcement list that the list page reads too.
  const feed: Target = { ...announcement, path: '/en/announcement/feed.xml', canBeGone: false };
  targets = [...found.targets, feed];
  ({ edits, tags } = found);
}, 240_000);

afterAll(async ({}, suite) => {
  if (!started) return;
  const [a, b] = started.cluster.instances;
  try {
    await keepReport(suite, 'webhook-freshness', [
      { part: 'instance-a', lines: a.lines() },
      { part: 'instance-b', lines: b.lines() },
      { part: 'rounds', lines: roundLines },
    ]);
  } finally {
    await started.stop();
  }
});

/** Sends the webhook for every tag to instance `n % 2`. */
async function publish(n: number) {
  const response = await site().cluster.instances[n % 2]?.webhook(tags);
  expect(response?.status, 'the webhook').toBe(200);
}

/** Waits until Redis holds a mark of every tag made at or after `since`. */
async function marksKnown(since: number) {
  await poll(
    () => site().staleMarks(tags),
    (marks) => expect(tags.filter((tag) => (marks.get(tag) ?? 0) < since)).toEqual([]),
    { message: 'the webhook’s marks reach Redis', timeout: 10_000, intervals: [10] },
  );
}

/**
 * Polls one page until it shows edit n. With `knownAt`, an instance's answer from a fresh entry
 * without the edit, to a request sent after that moment, fails at once.
 */
async function showsEdit(origin: string, target: Target, n: number, knownAt = Infinity) {
  await poll(
    async () => {
      const sent = Date.now();
      const answer = await fetch(origin + target.path, {
        signal: AbortSignal.timeout(answerLimitMs),
      });
      const shows = (await answer.text()).includes(target.marker(n));
      expect(answer.status, `${origin}${target.path}`).toBe(200);
      if (sent > knownAt && answer.headers.get('x-nextjs-cache') === 'HIT' && !shows) {
        throw new Error(`${origin}${target.path} answered a fresh entry without edit ${n}`);
      }
      return shows;
    },
    (shows) => expect(shows).toBe(true),
    { message: `${origin}${target.path} shows edit ${n}`, timeout: lostAfterMs, intervals: [100] },
  );
}

/** Every target on every origin shows edit n. */
const allShow = (origins: readonly string[], n: number, knownAt?: number) =>
  Promise.all(origins.flatMap((at) => targets.map((target) => showsEdit(at, target, n, knownAt))));

it(`shows each webhook's edit on both instances, however many renders overlap it (${rounds} rounds)`, async ({
  annotate,
}) => {
  const { cluster, edge } = site();
  const instances = cluster.instances.map((instance) => instance.origin);
  await editAll(edits, cluster.service, 0);
  await publish(0);
  await allShow([...instances, edge], 0);
  // How busy the machine was, beside the figures (docs/performance.md, "Reading the figures").
  const pace = new MachinePace();
  pace.take();
  const visitors = startVisitors({
    origins: [...instances, edge],
    paths: targets.map((target) => target.path),
    count: visitorCount,
    answerLimitMs,
    pauseMs: 25,
  });
  const times: number[] = [];
  let unexpected: string[] = [];
  try {
    for (let n = 1; n <= rounds; n += 1) {
      // The first webhook sets renders going that read the content before the edit; the edit
      // lands at a different moment of them each round.
      await publish(n);
      await sleep((n % 5) * 40);
      await editAll(edits, cluster.service, n);
      const sentAt = Date.now();
      await publish(n);
      await marksKnown(sentAt);
      const knownAt = Date.now();
      await allShow(instances, n, knownAt);
      times.push(Date.now() - sentAt);
      roundLines.push(
        `round ${n}: marks in Redis after ${knownAt - sentAt} ms, shown after ${times.at(-1)} ms`,
      );
    }
  } finally {
    const report = await visitors.stop();
    ({ unexpected } = report);
    roundLines.push(`visits ${report.visits}; unexpected: ${unexpected.join('; ')}`);
  }
  expect(unexpected, 'what the visitors got').toEqual([]);
  pace.take();
  // The edge, which the visitors went through too, shows the last edit as well.
  await allShow([edge], rounds);
  const summary = distribution(times);
  console.info(`webhook → edit shown on both instances: ${summary}\n${formatPace(pace.samples)}`);
  await annotate(summary, 'webhook to edit shown on both instances');
}, 900_000);
