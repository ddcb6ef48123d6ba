// The production server as `npm start` runs it, stopped with SIGTERM (to its launcher, as a
// service manager sends it): a request in flight is answered, readiness says draining meanwhile,
// new connections are refused once the delay is over, and the process exits 0 once the request
// is done; when a request outlasts the bound, it exits 1 with one line that says so.
//
// The request in flight is a help search whose content call the fault front holds for
// `slowMs`: longer than the drain delay, shorter than the search's own 10 s limit.
import { afterAll, expect, it } from 'vitest';
import { probe } from '#tools/testing/http-probe.ts';
import { poll } from '#tools/testing/poll.ts';
import { keepReport } from './failure-report.ts';
import { type LaunchedSite, launchSite } from './launched-site.ts';
import { acceptsConnections } from '#lib/accepts-connections.ts';

const searchContentPath = '/api/helpInfo/selInfo';
const delayMs = 3000;
const slowMs = 7000;

const sites: { name: string; site: LaunchedSite }[] = [];

afterAll(async ({}, suite) => {
  try {
    await keepReport(
      suite,
      'drain',
      sites.map(({ name, site }) => ({ part: name, lines: site.lines() })),
    );
  } finally {
    for (const { site } of sites) await site.stop();
  }
});

/**
 * Starts a search whose content call the front holds (`kind`), and waits until it is held there;
 * resolves to the search's answer.
 */
async function searchInFlight(site: LaunchedSite, keyword: string, kind: 'slow' | 'hang') {
  site.front.fail(searchContentPath, kind);
  const answer = probe(`${site.origin}/api/help/search?q=${keyword}&locale=en`);
  await poll(
    async () => site.front.failed(searchContentPath),
    (count) => expect(count).toBeGreaterThan(0),
    { message: 'the search reached the content service', timeout: 30_000 },
  );
  return { answer };
}

it('answers the request in flight, says draining, refuses new connections, and exits 0', async () => {
  const site = await launchSite({
    folder: '.next-e2e-drain',
    slowMs,
    env: { SERVER_DRAIN_DELAY_MS: String(delayMs), SERVER_DRAIN_TIMEOUT_MS: '30000' },
  });
  sites.push({ name: 'drained', site });
  const timings: Record<string, number> = {};
  const inFlight = (await searchInFlight(site, 'drainfirst', 'slow')).answer;
  const signalled = performance.now();
  const since = () => Math.round(performance.now() - signalled);
  process.kill(site.pid, 'SIGTERM');

  // The launcher passes the signal on: the server may still say ready for a moment.
  const ready = await poll(
    () => probe(`${site.origin}/api/ready`),
    (answer) => expect(answer.status).toBe(503),
    { message: 'readiness says draining', timeout: delayMs, intervals: [20] },
  );
  timings.readiness503 = since();
  expect(ready).toMatchObject({ status: 503, body: '{"status":"draining"}' });
  expect(ready.headers.connection).toBe('close');

  await poll(
    () => acceptsConnections(site.port),
    (accepted) => expect(accepted).toBe(false),
    { message: 'new connections are refused', timeout: delayMs + 10_000, intervals: [100] },
  );
  timings.refused = since();
  expect(timings.refused).toBeGreaterThanOrEqual(delayMs);

  const answer = await inFlight;
  timings.answered = since();
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ keyword: 'drainfirst' });

  expect(await site.running.exited).toBe(0);
  timings.exited = since();
  console.info(`drain, ms after SIGTERM (delay ${delayMs}, content held ${slowMs}):`, timings);
  const phases = site.entries().filter(({ msg }) => msg?.startsWith('drain:'));
  expect(phases.map(({ msg }) => msg)).toEqual([
    'drain: not ready; answering with Connection: close',
    'drain: stopped listening; waiting for the requests in flight',
    'drain: done',
  ]);
});

it('exits 1 with one line when a request outlasts the bound', async () => {
  const site = await launchSite({
    folder: '.next-e2e-drain-bound',
    env: { SERVER_DRAIN_DELAY_MS: '500', SERVER_DRAIN_TIMEOUT_MS: '1000' },
  });
  sites.push({ name: 'bound', site });
  // The content call never answers: the search is still in flight at the bound.
  const { answer } = await searchInFlight(site, 'drainbound', 'hang');
  void answer.catch(() => undefined);
  process.kill(site.pid, 'SIGTERM');
  expect(await site.running.exited).toBe(1);
  const errors = site.entries().filter(({ level }) => level === 'error');
  expect(errors).toEqual([
    expect.objectContaining({
      msg: 'drain: requests still in flight at SERVER_DRAIN_TIMEOUT_MS; exiting without them',
      inFlight: 1,
      timeoutMs: 1000,
    }),
  ]);
});
