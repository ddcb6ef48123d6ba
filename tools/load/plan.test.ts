import { describe, expect, it } from 'vitest';
import { config } from '#lib/config/index.ts';
import { loadRoutes, loadSettings, puzzlesAllowed, splitConnections } from './plan.ts';

describe('the load plan', () => {
  it('runs a minute on 64 connections unless the environment says otherwise', () => {
    const settings = (env: Record<string, string>) => loadSettings(config(env).tooling);
    expect(settings({})).toMatchObject({ durationS: 60, connections: 64 });
    expect(settings({ LOAD_TEST_DURATION_S: '90', LOAD_TEST_CONNECTIONS: '128' })).toMatchObject({
      durationS: 90,
      connections: 128,
    });
    expect(settings({ LOAD_TEST_DURATION_S: 'soon', LOAD_TEST_CONNECTIONS: '-1' })).toMatchObject({
      durationS: 60,
      connections: 64,
    });
  });

  it('loads pages, the help search and the drawing proxy on every connection', () => {
    const routes = loadRoutes(loadSettings(config({}).tooling));
    const counts = splitConnections(
      64,
      routes.map((route) => route.share),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(64);
    expect(counts.every((count) => count >= 1)).toBe(true);
    const paths = routes.flatMap((route) => route.requests.map((request) => request.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/announcement',
        '/aiapi/v1/draw',
        '/aiapi/v1/captcha',
        expect.stringMatching(/^\/api\/help\/search\?/),
      ]),
    );
    // Fewer connections than routes: still one each.
    expect(splitConnections(3, [0.5, 0.25, 0.125, 0.125])).toEqual([1, 1, 1, 1]);
    // A drawing without the captcha's pass is never accepted.
    const draw = routes.find((route) => route.name === 'drawing proxy: draw');
    expect(draw?.goal).toEqual({ allowed: [403], maxAccepted: 0 });
  });

  it('allows one allowance of puzzles per rate window the run touches', () => {
    const run = { connections: 64, captchaLimit: 20, captchaWindowS: 60 };
    expect(puzzlesAllowed({ ...run, durationS: 60 })).toBe(40);
    expect(puzzlesAllowed({ ...run, durationS: 61 })).toBe(60);
  });
});
