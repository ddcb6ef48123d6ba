// `npm run bench`: what the edge buys, on loopback. For each page (home, an announcement, a help
// article) the same bounded load (BENCH_CONNECTIONS for BENCH_DURATION_S seconds) on three targets
// one after the other: nginx serving the saved HTML from disk (the limit), the edge in front of two
// instances on one Redis, and one bare instance (`npm start`). Then webhook → new content latency
// over BENCH_WEBHOOK_ROUNDS rounds (at least 20): on one instance, from one instance to the other
// through Redis, and through the edge. Prints the tables with the goals beside the figures, and the
// machine's pace through the run (tools/bench/machine-pace.ts); every process it started is
// stopped, also on failure or Ctrl-C.
import { fileURLToPath } from 'node:url';
import { bareEnv, start } from '#tools/process/project-copy.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import {
  formatFreshness,
  formatRatios,
  formatThroughput,
  type Freshness,
  type Throughput,
} from './report.ts';
import { benchAnnouncementId, benchPages, benchSettings } from './settings.ts';
import { formatPace, MachinePace } from './machine-pace.ts';
import { findNginx, missingNginxMessage } from '#lib/edge/nginx-process.ts';
import { type FreshnessTarget, loadPage, measureFreshness } from './measure.ts';
import { benchSecret, startBenchSites } from './sites.ts';
import { stopsOnSignal } from './stops.ts';
import { measuredBuild } from '../process/measured-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const settings = benchSettings();
const { stops, stopAll } = stopsOnSignal();

async function main() {
  if (!findNginx()) throw new Error(missingNginxMessage);
  const pace = new MachinePace();
  pace.take();
  const [contentPort = 0] = await freePorts(1);
  const build = await measuredBuild({
    root,
    own: '.next-bench',
    build: (dir) => {
      const running = start(
        'npm run build',
        root,
        bareEnv({ NEXT_DIST_DIR: dir, CONTENT_SERVICE_PORT: String(contentPort) }),
      );
      stops.push(running.stop);
      return running;
    },
  });
  console.info(`bench: serving ${build}`);
  const sites = await startBenchSites(
    build,
    benchPages.map((page) => page.path),
    stops,
  );
  const [first, second] = sites.instances;
  if (!first || !second) throw new Error('the instances did not start');
  const targets = [
    { name: 'limit: nginx, HTML from disk', origin: sites.limit },
    { name: 'edge → 2 instances on Redis', origin: sites.edge },
    { name: 'bare instance', origin: sites.bare.origin },
  ];
  const [limit, edge, bare] = targets.map((target) => target.name);
  const runs: Throughput[] = [];
  for (const page of benchPages) {
    for (const target of targets) {
      pace.take();
      console.info(`bench: ${page.name} on ${target.name}, ${settings.durationS} s…`);
      const load = await loadPage(`${target.origin}${page.path}`, settings);
      runs.push({ page: `${page.name} ${page.path}`, target: target.name, ...load });
    }
  }

  const freshnessTargets: FreshnessTarget[] = [
    { name: 'one instance', pageOrigin: sites.bare.origin, webhookOrigins: [sites.bare.origin] },
    // The webhook to one instance, the page read on the other.
    { name: '2 instances on Redis', pageOrigin: second.origin, webhookOrigins: [first.origin] },
    { name: 'edge → 2 instances on Redis', pageOrigin: sites.edge, webhookOrigins: [sites.edge] },
  ];
  const freshness: Freshness[] = [];
  for (const target of freshnessTargets) {
    pace.take();
    console.info(`bench: ${settings.rounds} webhook rounds on ${target.name}…`);
    const latenciesMs = await measureFreshness({
      target,
      service: sites.service,
      announcementId: benchAnnouncementId,
      secret: benchSecret,
      rounds: settings.rounds,
    });
    freshness.push({ target: target.name, latenciesMs });
  }
  pace.take();

  console.info(
    [
      '',
      `${settings.connections} connections, ${settings.durationS} s per page and target, loopback`,
      '',
      formatThroughput(runs),
      '',
      formatRatios(runs, { limit: limit ?? '', edge: edge ?? '', bare: bare ?? '' }),
      '',
      formatFreshness(freshness),
      '',
      formatPace(pace.samples, pace.freshMemory),
    ].join('\n'),
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
