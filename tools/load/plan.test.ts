import { describe, expect, it } from 'vitest';
import { config } from '#lib/config/index.ts';
import { drawsAllowed, loadRoutes, loadSettings, splitConnections } from './plan.ts';

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
        expect.stringMatching(/^\/api\/help\/search\?/),
      ]),
    );
    // Fewer connections than routes: still one each.
    expect(splitConnections(3, [0.5, 0.25, 0.125, 0.125])).toEqual([1, 1, 1, 1]);
  });

  it('allows one allowance of drawings per rate window the run touches', () => {
    expect(drawsAllowed({ durationS: 60, connections: 64, drawLimit: 5, drawWindowS: 60 })).toBe(
      10,
    );
    expect(drawsAllowed({ durationS: 61, connections: 64, drawLimit: 5, drawWindowS: 60 })).toBe(
      15,
    );
  });
});
