// What the drawing proxy sends over the network and how much it reads, against real HTTP servers
// on this machine: a redirect is a 502 with a message and is never followed, so `auth-token`
// never reaches another address; an answer past the bound is a 502 with a message, whether it
// announces its length or streams without one, and is not read to its end.
import { afterEach, describe, expect, it } from 'vitest';
import { drawRequest, getRequest, testPasses, token } from '#tools/testing/draw-proxy.ts';
import {
  type LocalServer,
  paddedJson,
  redirectingTo,
  startLocalServer,
} from '#tools/testing/local-server.ts';
import { createDrawProxy } from './proxy.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';
import { MemoryDrawBudget } from './budget.ts';
import { drawAnswerMaxBytes } from './upstream.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

async function server(...args: Parameters<typeof startLocalServer>) {
  const started = await startLocalServer(...args);
  servers.push(started);
  return started;
}

/** The site's proxy in front of the drawing service at `base`, over the real network. */
function proxyTo(base: string, maxAnswerBytes?: number) {
  const limiter = () => new MemoryRateLimiter({ limit: 100, windowS: 60 });
  return createDrawProxy({
    upstream: { base, token, timeoutMs: 10_000, maxAnswerBytes },
    limiter: limiter(),
    detailLimiter: limiter(),
    passes: testPasses,
    budget: new MemoryDrawBudget({ hour: 1000, day: 1000 }),
    visitor: () => '203.0.113.7',
    siteOrigin: 'https://site.test',
  });
}

const account = { code: 0, msg: 'ok', data: { balance: 120, used: 3 } };

async function message(response: Response): Promise<string> {
  return ((await response.json()) as { msg: string }).msg;
}

describe('the drawing proxy, when the drawing service redirects', () => {
  it('answers 502 with a message, and sends nothing to where it leads', async () => {
    const elsewhere = await server((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(account));
    });
    for (const status of [301, 302, 303, 307, 308]) {
      const service = await server(redirectingTo(() => elsewhere.origin, status));
      const proxy = proxyTo(service.origin);
      const answers = [
        await proxy.clientDetail(getRequest('/aiapi/v1/client/detail')),
        await proxy.draw(drawRequest({ prompt: 'a fox' })),
      ];
      for (const answer of answers) {
        expect(answer.status, String(status)).toBe(502);
        expect(await message(answer)).toBe(
          `the drawing service answered with a redirect (HTTP ${status}), which is not followed`,
        );
      }
      expect(service.received.map((each) => each.headers['auth-token'])).toEqual([token, token]);
    }
    expect(elsewhere.received).toEqual([]);
  });
});

describe('the drawing proxy, when the drawing service answers past the bound', () => {
  it('answers 502 with a message, streamed or announced, and stops reading', async () => {
    const maxAnswerBytes = 64 * 1024;
    for (const declare of [false, true]) {
      // 64 MB: more than the connection's buffers hold, so the proxy's going away shows.
      const oversized = paddedJson(account, 1024 * maxAnswerBytes, { declare });
      const service = await server(oversized.handler);
      const answer = await proxyTo(service.origin, maxAnswerBytes).clientDetail(
        getRequest('/aiapi/v1/client/detail'),
      );
      expect(answer.status, `declared: ${declare}`).toBe(502);
      expect(await message(answer)).toBe('the drawing service sent an answer larger than 64 kB');
      expect(await oversized.ended, 'the proxy stopped reading').toBe('cut short');
    }
  });

  it('reads an answer up to the bound, which is 2 MB by default', async () => {
    expect(drawAnswerMaxBytes).toBe(2 * 1024 * 1024);
    const fits = await server(paddedJson(account, drawAnswerMaxBytes).handler);
    const answer = await proxyTo(fits.origin).clientDetail(getRequest('/aiapi/v1/client/detail'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(account);
    const over = await server(paddedJson(account, drawAnswerMaxBytes + 1).handler);
    const refused = await proxyTo(over.origin).clientDetail(getRequest('/aiapi/v1/client/detail'));
    expect(refused.status).toBe(502);
    expect(await message(refused)).toBe('the drawing service sent an answer larger than 2 MB');
  });
});
