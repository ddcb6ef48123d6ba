// What an operator and the edge rely on in the production server as `npm start` runs it: the
// operator's port (metrics by route, readiness, liveness) apart from the site's, neither
// reachable from another machine by default; request ids that follow a request into the log; and
// the visitor's address taken from the trusted edge only. The edge is played by requests from
// 127.0.0.2 (TRUSTED_PROXIES), a visitor by requests from 127.0.0.1.
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '#tools/testing/captcha-solver.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { probe } from '#tools/testing/http-probe.ts';
import { poll } from '#tools/testing/poll.ts';
import { keepReport } from './failure-report.ts';
import { type LaunchedSite, launchSite } from './launched-site.ts';
import { acceptsConnections } from '#lib/accepts-connections.ts';

const edge = '127.0.0.2';
const visitor = '127.0.0.1';
let started: LaunchedSite | undefined;
let operatorOrigin = '';

function site(): LaunchedSite {
  if (!started) throw new Error('the site did not start');
  return started;
}

beforeAll(async () => {
  const [operatorPort = 0] = await freePorts(1);
  operatorOrigin = `http://127.0.0.1:${operatorPort}`;
  started = await launchSite({
    folder: '.next-e2e-operator',
    drawToken: 'operator-test-draw-token-5b1e',
    env: { METRICS_PORT: String(operatorPort), TRUSTED_PROXIES: edge, AI_DRAW_RATE_LIMIT: '1' },
  });
}, 120_000);

afterAll(async ({}, suite) => {
  if (!started) return;
  try {
    await keepReport(suite, 'operator', [{ part: 'server', lines: started.lines() }]);
  } finally {
    await started.stop();
  }
});

describe('the operator’s port', () => {
  it('counts the answers by route and status, never by path', async () => {
    const { origin } = site();
    for (const path of ['/en/announcement', '/announcement', '/en/nothing/here-7f3a']) {
      await probe(`${origin}${path}`);
    }
    const metrics = await probe(`${operatorOrigin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(
      /^mantisoft_http_requests_total\{route="\/\[locale\]\/announcement",status="200"\} [2-9]/m,
    );
    expect(metrics.body).toMatch(/^mantisoft_http_requests_total\{route="other",status="404"\} /m);
    expect(metrics.body).not.toContain('here-7f3a');
  });

  it('answers readiness and liveness; the site’s port shows no metrics', async () => {
    expect(await probe(`${operatorOrigin}/ready`)).toMatchObject({
      status: 200,
      body: '{"status":"ready"}',
    });
    expect((await probe(`${operatorOrigin}/live`)).status).toBe(200);
    expect(await probe(`${site().origin}/api/ready`)).toMatchObject({
      status: 200,
      body: '{"status":"ready"}',
    });
    const onSite = await probe(`${site().origin}/metrics`);
    expect(onSite.status).toBe(404);
    expect(onSite.body).not.toContain('mantisoft_http_requests_total');
  });

  it('is reachable from this machine only, as the site is', async ({ skip }) => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((each) => each && !each.internal && each.family === 'IPv4');
    if (!outside) {
      skip('this machine has no address but loopback: nothing to connect from outside to');
      return;
    }
    const operatorPort = Number(new URL(operatorOrigin).port);
    expect(await acceptsConnections(site().port, '127.0.0.1')).toBe(true);
    expect(await acceptsConnections(site().port, outside.address)).toBe(false);
    expect(await acceptsConnections(operatorPort, outside.address)).toBe(false);
  });
});

describe('the request id', () => {
  it('follows the trusted edge’s id into the log, and replaces a direct visitor’s', async () => {
    const { origin, front } = site();
    front.fail('/api/helpInfo/selInfo', 'server-error');
    const search = (keyword: string, from: string, id: string) =>
      probe(`${origin}/api/help/search?q=${keyword}&locale=en`, {
        localAddress: from,
        headers: { 'x-request-id': id },
      });
    const failedFor = (reqId: unknown) =>
      poll(
        async () => site().entries(),
        (entries) =>
          expect(entries).toContainEqual(
            expect.objectContaining({ msg: 'help search failed', reqId }),
          ),
        { message: `the failure logged for ${String(reqId)}`, timeout: 10_000 },
      );
    try {
      const fromEdge = await search('edgeid', edge, 'edge-0a1b2c3d');
      expect(fromEdge.status).toBe(502);
      expect(fromEdge.headers['x-request-id']).toBe('edge-0a1b2c3d');
      await failedFor('edge-0a1b2c3d');

      const direct = await search('visitorid', visitor, 'chosen-by-the-visitor');
      const given = direct.headers['x-request-id'];
      expect(given).toMatch(/^[0-9a-f]{32}$/);
      await failedFor(given);
      expect(site().entries()).not.toContainEqual(
        expect.objectContaining({ reqId: 'chosen-by-the-visitor' }),
      );
    } finally {
      front.heal();
    }
  });
});

describe('the visitor’s address', () => {
  it('is the edge’s X-Real-IP, and a direct visitor’s own whatever it sends', async () => {
    const captcha = `${site().origin}/aiapi/v1/captcha`;
    const passes = await Promise.all(
      Array.from({ length: 5 }, () =>
        solveCaptcha(({ method, body }) =>
          fetch(captcha, { method, headers: { 'content-type': 'application/json' }, body }),
        ),
      ),
    );
    const draw = async (from: string, realIp: string) =>
      (
        await probe(`${site().origin}/aiapi/v1/draw`, {
          method: 'POST',
          localAddress: from,
          headers: { 'content-type': 'application/json', 'x-real-ip': realIp },
          body: JSON.stringify({ prompt: 'a lighthouse', pass: passes.pop() }),
        })
      ).status;
    // One drawing a minute per visitor (AI_DRAW_RATE_LIMIT=1).
    expect(await draw(edge, '198.51.100.1')).toBe(200);
    expect(await draw(edge, '198.51.100.1')).toBe(429);
    expect(await draw(edge, '198.51.100.2')).toBe(200);
    expect(await draw(visitor, '198.51.100.3')).toBe(200);
    expect(await draw(visitor, '198.51.100.4')).toBe(429);
  });
});
